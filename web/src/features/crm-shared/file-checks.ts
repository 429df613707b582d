import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';

/** The client-side mirror of the server's file rules: the first problem with a selection, if any. */
export function checkFiles(files: readonly Pick<File, 'name' | 'size' | 'type'>[]): string | undefined {
  if (files.length > FILE_RULES.maxFiles) return FILE_MESSAGES.count;
  let total = 0;
  for (const f of files) {
    const dot = f.name.lastIndexOf('.');
    const ext = dot > 0 ? f.name.slice(dot).toLowerCase() : '';
    const base = dot > 0 ? f.name.slice(0, dot) : f.name;
    const allowed = Object.entries(FILE_RULES.types).some(
      ([mime, exts]) => exts.includes(ext) && (!f.type || f.type === mime || exts.includes(ext)),
    );
    if (!allowed) return FILE_MESSAGES.type;
    if (!FILE_RULES.namePattern.test(base)) return FILE_MESSAGES.name;
    if (f.size > FILE_RULES.maxFileBytes) return FILE_MESSAGES.tooLarge;
    total += f.size;
  }
  if (total > FILE_RULES.maxTotalBytes) return FILE_MESSAGES.total;
  return undefined;
}

export const acceptAttribute = () =>
  Object.entries(FILE_RULES.types)
    .flatMap(([mime, exts]) => [mime, ...exts])
    .join(',');

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
