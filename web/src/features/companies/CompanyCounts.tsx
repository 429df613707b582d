import { Text } from '@chakra-ui/react';
import type { Company } from '@polyloop/shared/crm/company';

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** How many contacts and locations the company has, under its name (they change as its tabs do). */
export function CompanyCounts({ company }: { company: Company }) {
  return (
    <Text color="fg.muted" fontSize="sm" mt="-3">
      {`${counted(company.contactCount, 'contact')} · ${counted(company.locationCount, 'location')}`}
    </Text>
  );
}
