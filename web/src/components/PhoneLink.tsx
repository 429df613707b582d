import { Link } from '@chakra-ui/react';
import { formatPhone, phoneHref } from '@polyloop/shared/primitives';

/** A kept phone number as people read it, "(312) 555-0142", that dials on a tap. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={phoneHref(phone)} color="brand.fg">
      {formatPhone(phone)}
    </Link>
  );
}
