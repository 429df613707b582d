import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Button, HStack, Link } from '@chakra-ui/react';
import { LuDownload, LuPlus } from 'react-icons/lu';
import { ExportDialog } from '../ExportDialog';

/** A row's name: the link that opens the record (the keyboard's way in), and "Archived" when it is. */
export function RecordLink({ to, name, archived }: { to: string; name: string; archived?: boolean }) {
  return (
    <HStack gap="2">
      <Link asChild fontWeight="medium" color="brand.fg">
        <RouterLink to={to}>{name}</RouterLink>
      </Link>
      {archived && <Badge size="sm">Archived</Badge>}
    </HStack>
  );
}

/**
 * "+ New …": the link to a new record's form, as a page's main action or, `inSection`, as the
 * smaller action of a record page's section.
 */
export function CreateLink({ to, label, inSection }: { to: string; label: string; inSection?: boolean }) {
  return (
    <Button asChild size={inSection ? 'sm' : undefined} variant={inSection ? 'outline' : undefined}>
      <RouterLink to={to}>
        <LuPlus aria-hidden /> {label}
      </RouterLink>
    </Button>
  );
}

/** A list page's actions: its saved views, the export of the list (spec part 1 §2) and a new record. */
export function ListActions(props: {
  views?: ReactNode;
  exportList: Omit<Parameters<typeof ExportDialog>[0], 'open' | 'onClose'>;
  create: { to: string; label: string };
}) {
  const [exporting, setExporting] = useState(false);
  return (
    <>
      {props.views}
      <Button variant="outline" onClick={() => setExporting(true)}>
        <LuDownload aria-hidden /> Export
      </Button>
      <CreateLink {...props.create} />
      {exporting && <ExportDialog open onClose={() => setExporting(false)} {...props.exportList} />}
    </>
  );
}
