/** The documents a search mapper makes of an item as stored (its stream record's new image). */
export const docs = (
  mapper: { documents: (image: Record<string, unknown>, record: string) => Promise<unknown> },
  image: Record<string, unknown>,
) => mapper.documents(image, 'r');
