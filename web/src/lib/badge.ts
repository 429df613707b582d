/** Unread badge text: nothing for 0, the number up to 99, then "99+" (spec part 3 §2.6). */
export function formatBadgeCount(count: number | null | undefined): string {
  if (!count || count < 0 || !Number.isFinite(count)) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
