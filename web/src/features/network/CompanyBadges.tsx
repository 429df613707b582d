import { Avatar, Badge, Wrap } from '@chakra-ui/react';
import { MATERIAL_TYPE_LABELS, serviceLabel, type MaterialType, type Service } from '@polyloop/shared';
import type { DirectoryCompany } from '@polyloop/shared/network/link';

/** A company's logo, or its initials; decorative, since its name is always beside it. */
export function CompanyLogo({
  company,
  size = 'sm',
}: {
  company: Pick<DirectoryCompany, 'name' | 'logoUrl'>;
  size?: 'sm' | 'lg' | '2xl';
}) {
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="brand" aria-hidden="true">
      {company.logoUrl && <Avatar.Image src={company.logoUrl} alt="" />}
      <Avatar.Fallback name={company.name} />
    </Avatar.Root>
  );
}

/** A company's services, the first `limit` of them and how many more. */
export function ServiceBadges({ services, limit }: { services: Service[]; limit?: number }) {
  const shown = limit ? services.slice(0, limit) : services;
  const more = services.length - shown.length;
  return (
    <Wrap gap="1">
      {shown.map((s) => (
        <Badge key={s} variant="outline" size="sm">
          {serviceLabel(s)}
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="plain" size="sm" title={services.slice(shown.length).map(serviceLabel).join(', ')}>
          +{more} more
        </Badge>
      )}
    </Wrap>
  );
}

/** The material types a company trades. */
export function MaterialBadges({ materials }: { materials: MaterialType[] }) {
  return (
    <Wrap gap="1">
      {materials.map((m) => (
        <Badge key={m} variant="subtle" colorPalette="teal" size="sm">
          {MATERIAL_TYPE_LABELS[m]}
        </Badge>
      ))}
    </Wrap>
  );
}
