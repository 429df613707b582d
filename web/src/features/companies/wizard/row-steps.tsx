import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type Control } from 'react-hook-form';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { BuyProfileFields } from '../BuyProfileFields';
import { ContactRowFields, LocationRowFields } from '../RowFields';
import { emptyBuyProfile, emptyContact, emptyLocation } from './rows';
import type { WizardValues } from './wizard';

type RowList = 'locations' | 'contacts' | 'buyProfiles';

function RowCard(props: { title: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <Card.Root as="fieldset" size="sm" variant="outline">
      <Card.Header
        as="legend"
        display="flex"
        flexDirection="row"
        justifyContent="space-between"
        alignItems="center"
        w="full"
      >
        <Heading as="h3" size="sm">
          {props.title}
        </Heading>
        {props.onRemove && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={props.onRemove}
            aria-label={`Remove ${props.title}`}
          >
            <LuTrash2 aria-hidden /> Remove
          </Button>
        )}
      </Card.Header>
      <Card.Body>{props.children}</Card.Body>
    </Card.Root>
  );
}

/** One repeating list of the wizard: a card per row, Remove on each (keeping `minRows`), Add below. */
function RowsStep<N extends RowList>(props: {
  name: N;
  /** "Location": the cards are "Location 1", "Location 2"… */
  title: string;
  addLabel: string;
  intro: (count: number) => ReactNode;
  minRows: number;
  max?: number;
  empty: () => WizardValues[N][number];
  fields: (row: `${N}.${number}`, control: Control<WizardValues>) => ReactNode;
}) {
  const { control } = useFormContext<WizardValues>();
  const rows = useFieldArray<WizardValues, RowList>({ control, name: props.name });
  return (
    <Stack gap="4">
      {props.intro(rows.fields.length)}
      {rows.fields.map((f, i) => (
        <RowCard
          key={f.id}
          title={`${props.title} ${i + 1}`}
          onRemove={rows.fields.length > props.minRows ? () => rows.remove(i) : undefined}
        >
          {props.fields(`${props.name}.${i}`, control)}
        </RowCard>
      ))}
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        onClick={() => rows.append(props.empty())}
        disabled={props.max !== undefined && rows.fields.length >= props.max}
      >
        <LuPlus aria-hidden /> {props.addLabel}
      </Button>
    </Stack>
  );
}

export function LocationsStep() {
  return (
    <RowsStep
      name="locations"
      title="Location"
      addLabel="Add location"
      intro={() => (
        <Text color="fg.muted" fontSize="sm">
          Choose each address from the suggestions. Empty rows are left out.
        </Text>
      )}
      minRows={1}
      max={20}
      empty={emptyLocation}
      fields={(row, control) => <LocationRowFields control={control} row={row} />}
    />
  );
}

export function ContactsStep() {
  return (
    <RowsStep
      name="contacts"
      title="Contact"
      addLabel="Add contact"
      intro={() => (
        <Text color="fg.muted" fontSize="sm">
          A contact needs a first name and an e-mail. Empty rows are left out.
        </Text>
      )}
      minRows={1}
      max={50}
      empty={emptyContact}
      fields={(row, control) => <ContactRowFields control={control} row={row} />}
    />
  );
}

export function BuyProfilesStep() {
  return (
    <RowsStep
      name="buyProfiles"
      title="Buy profile"
      addLabel="Add buy profile"
      intro={(count) =>
        !count && <Text color="fg.muted">No buy profiles. Add one to record what this company buys.</Text>
      }
      minRows={0}
      empty={emptyBuyProfile}
      fields={(row, control) => <BuyProfileFields control={control} row={row} layout="row" />}
    />
  );
}
