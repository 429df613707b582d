import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuPencil, LuPlus, LuRefreshCw } from 'react-icons/lu';
import { FreightRoutes } from '@polyloop/shared';
import { WEBHOOK_LIMITS } from '@polyloop/shared/freight/partner-api';
import type { FreightPartnerAdmin, FreightPartnerSecretIssued } from '@polyloop/shared/freight/partners';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FactList } from '../../components/facts/FactList';
import { api, useApi } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { regionsText } from '../freight/freight-form';
import { PartnerLogo, SandboxBadge } from '../freight/PartnerIdentity';
import { PartnerFormDialog, SecretIssuedDialog } from './FreightPartnerDialogs';

type Secret = FreightPartnerAdmin['secrets'][number];

/** A partner's signing secrets, newest first: the newest is current; an older one can be retired once the partner signs with the new one. */
function Secrets({
  partner,
  onRetire,
}: {
  partner: FreightPartnerAdmin;
  onRetire: (secret: Secret) => void;
}) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={`${partner.name}’s signing secrets`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Secret</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {partner.secrets.map((s, i) => (
            <Table.Row key={s.id}>
              <Table.Cell>
                <HStack gap="2">
                  <Code>{s.preview}</Code>
                  {i === 0 && partner.secrets.length > 1 && <Badge colorPalette="green">Newest</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell>{formatDateTime(s.createdDate)}</Table.Cell>
              <Table.Cell textAlign="end">
                {i > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Retire secret ${s.preview}`}
                    onClick={() => onRetire(s)}
                  >
                    Retire
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function PartnerCard(props: {
  partner: FreightPartnerAdmin;
  onEdit: () => void;
  onRotate: () => void;
  onRetire: (s: Secret) => void;
}) {
  const { partner } = props;
  return (
    <Card.Root as="li" variant="outline" aria-label={partner.name}>
      <Card.Header>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <HStack gap="3">
            <PartnerLogo partner={partner} />
            <Heading as="h2" size="md">
              {partner.name}
            </Heading>
            <Badge colorPalette={partner.active ? 'green' : 'gray'}>
              {partner.active ? 'Active' : 'Inactive'}
            </Badge>
            {partner.sandbox && <SandboxBadge />}
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={props.onEdit} aria-label={`Edit ${partner.name}`}>
              <LuPencil aria-hidden /> Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={props.onRotate}
              aria-label={`Rotate secret of ${partner.name}`}
            >
              <LuRefreshCw aria-hidden /> Rotate secret
            </Button>
          </HStack>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <FactList
            facts={[
              { label: 'Id', value: partner.id },
              { label: 'Countries', value: regionsText(partner.regions) },
              { label: 'Webhook', value: partner.webhookUrl, valueProps: { wordBreak: 'break-all' } },
              { label: 'Updated', value: formatDateTime(partner.updatedDate) },
            ]}
          />
          <Secrets partner={partner} onRetire={props.onRetire} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Platform administration › freight partners: every partner with its webhook and signing
 * secrets; add or change one, make a new secret (shown once) and retire the one before once the
 * partner has switched.
 */
export default function FreightPartnersPage() {
  const result = useApi(FreightRoutes.listFreightPartnersAdmin);
  const [editing, setEditing] = useState<FreightPartnerAdmin | 'new' | null>(null);
  const [rotating, setRotating] = useState<FreightPartnerAdmin | null>(null);
  const [retiring, setRetiring] = useState<{ partner: FreightPartnerAdmin; secret: Secret } | null>(null);
  const [issued, setIssued] = useState<FreightPartnerSecretIssued | null>(null);
  const rotate = useSubmit<FreightPartnerSecretIssued>({ touches: VIEWS.freightPartner });
  const retire = useSubmit({ touches: VIEWS.freightPartner, success: 'Secret retired' });
  const partners = result.data?.data;
  const ending =
    rotating && rotating.secrets.length >= WEBHOOK_LIMITS.maxSecrets ? rotating.secrets.at(-1) : undefined;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted">
          The carriers and brokers users get freight quotes from. Each signs its messages with a secret of its
          own.
        </Text>
        <Button onClick={() => setEditing('new')}>
          <LuPlus aria-hidden /> Add partner
        </Button>
      </HStack>
      {result.error ? (
        <Text color="fg.error">The freight partners could not be loaded.</Text>
      ) : !partners ? (
        <Stack gap="3">
          <VisuallyHidden>Loading freight partners</VisuallyHidden>
          <Skeleton height="40" aria-hidden />
          <Skeleton height="40" aria-hidden />
        </Stack>
      ) : partners.length === 0 ? (
        <Text color="fg.muted">No freight partner yet. Add one to let users get quotes.</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="Freight partners">
          {partners.map((p) => (
            <PartnerCard
              key={p.id}
              partner={p}
              onEdit={() => setEditing(p)}
              onRotate={() => setRotating(p)}
              onRetire={(secret) => setRetiring({ partner: p, secret })}
            />
          ))}
        </Stack>
      )}
      <PartnerFormDialog editing={editing} onClose={() => setEditing(null)} onIssued={setIssued} />
      <SecretIssuedDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        open={!!rotating}
        title={`Make a new signing secret for ${rotating?.name ?? ''}?`}
        confirmLabel="Make new secret"
        onClose={() => setRotating(null)}
        onConfirm={async () => {
          const id = rotating?.id;
          const done = id
            ? await rotate.run(
                async () =>
                  (await api(FreightRoutes.rotateFreightPartnerSecret, { params: { partnerId: id } })).data,
              )
            : undefined;
          setRotating(null);
          if (done) setIssued(done.result);
        }}
      >
        {`The new secret is shown once. The current one keeps working until you retire it, so the partner can switch over.${ending ? ` The oldest secret (${ending.preview}) stops working now.` : ''}`}
      </ConfirmDialog>
      <ConfirmDialog
        open={!!retiring}
        title={`Retire secret ${retiring?.secret.preview ?? ''}?`}
        confirmLabel="Retire"
        destructive
        onClose={() => setRetiring(null)}
        onConfirm={async () => {
          if (retiring)
            await retire.run(() =>
              api(FreightRoutes.retireFreightPartnerSecret, {
                params: { partnerId: retiring.partner.id, secretId: retiring.secret.id },
              }),
            );
          setRetiring(null);
        }}
      >
        {`Messages from ${retiring?.partner.name ?? 'the partner'} signed with this secret will be refused from now on. Retire it once the partner signs with the newer one.`}
      </ConfirmDialog>
    </Stack>
  );
}
