import { useState, type FormEvent } from 'react';
import { Button, Card, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { NotificationRoutes } from '@polyloop/shared';
import {
  EMAIL_GROUP_LABELS,
  EMAIL_GROUPS,
  PREFERENCE_LABELS,
  type NotificationPreferences,
} from '@polyloop/shared/notifications/notification';
import { useAccount } from '../../lib/account';
import { api, useApi } from '../../lib/api';
import { permissionsOf } from '../../lib/permissions';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { PageHeader } from '../crm-shared/PageHeader';
import { FullPageSpinner } from '../system/FullPageSpinner';

type Toggle = keyof typeof PREFERENCE_LABELS;
const AREAS: Toggle[] = ['networkOffers', 'networkRequests', 'auctions'];
const WEEKLY: Toggle[] = ['weeklyNetworkReminderEmails', 'weeklyManagementReportEmails'];

function PreferenceSwitch(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <Stack gap="0.5">
      <Switch.Root checked={props.checked} onCheckedChange={(d) => props.onChange(d.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      {props.hint && (
        <Text fontSize="xs" color="fg.muted" ps="10">
          {props.hint}
        </Text>
      )}
    </Stack>
  );
}

interface Toggled {
  key: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

/** A titled group of switches, each a preference turned on or off. */
function SwitchGroup(props: { id: string; title: string; note: string; switches: Toggled[] }) {
  return (
    <Stack role="group" gap="3" aria-labelledby={props.id}>
      <Stack gap="1">
        <Heading as="h2" size="md" id={props.id}>
          {props.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {props.note}
        </Text>
      </Stack>
      {props.switches.map(({ key, ...toggle }) => (
        <PreferenceSwitch key={key} {...toggle} />
      ))}
    </Stack>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { account } = useAccount();
  const hasReport = permissionsOf(account).has('MANAGEMENT_REPORT_EMAILS');
  const [values, setValues] = useState(saved);
  const save = useSubmit({
    success: 'Preferences saved',
    error: 'The preferences could not be saved.',
    touches: VIEWS.notificationPreferences,
  });
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (key: Toggle, on: boolean) => setValues((v) => ({ ...v, [key]: on }));
  const toggle = (key: Toggle): Toggled => ({
    key,
    label: PREFERENCE_LABELS[key],
    checked: values[key],
    onChange: (on) => set(key, on),
  });
  const setEmail = (key: (typeof EMAIL_GROUPS)[number], on: boolean) =>
    setValues((v) => ({ ...v, emails: { ...v.emails, [key]: on } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(() => api(NotificationRoutes.updateNotificationPreferences, { body: values }));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="page-title">
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="6">
              <SwitchGroup
                id="prefs-areas"
                title="Network activity"
                note="Switch an area off to stop its notifications, in the app and by e-mail."
                switches={AREAS.map(toggle)}
              />
              <SwitchGroup
                id="prefs-weekly"
                title="Weekly e-mails"
                note="Summaries sent once a week."
                switches={WEEKLY.map((key) => ({
                  ...toggle(key),
                  hint:
                    key === 'weeklyManagementReportEmails' && !hasReport
                      ? 'Sent with the Intelligence and Enterprise plans.'
                      : undefined,
                }))}
              />
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <SwitchGroup
              id="prefs-emails"
              title="E-mail me about"
              note="These notifications always show in the app; choose which also come by e-mail."
              switches={EMAIL_GROUPS.map((key) => ({
                key,
                label: EMAIL_GROUP_LABELS[key],
                checked: values.emails[key],
                onChange: (on: boolean) => setEmail(key, on),
              }))}
            />
          </Card.Body>
        </Card.Root>
        <HStack>
          <Button type="submit" loading={save.busy} disabled={!dirty}>
            Save preferences
          </Button>
          <Button variant="ghost" disabled={!dirty || save.busy} onClick={() => setValues(saved)}>
            Discard changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Notification preferences (spec part 1 §2): the five toggles, and which groups come by e-mail. */
export default function NotificationPreferencesPage() {
  const prefs = useApi(NotificationRoutes.getNotificationPreferences);
  return (
    <Stack gap="2" maxW="3xl">
      <PageHeader title="Notification Preferences" />
      {prefs.error ? (
        <Stack gap="2" align="start">
          <Text role="alert" color="fg.error">
            Your notification preferences could not be loaded.
          </Text>
          <Button size="sm" variant="outline" onClick={() => void prefs.mutate()}>
            Try again
          </Button>
        </Stack>
      ) : !prefs.data ? (
        <FullPageSpinner />
      ) : (
        <PreferencesForm saved={prefs.data.data} />
      )}
    </Stack>
  );
}
