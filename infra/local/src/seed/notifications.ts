import { demoMember, type DemoCompanyRecord } from './demo-companies.js';

const DAY = 86_400_000;

/**
 * Gives every demo company's administrator notifications to open, made the way the product makes
 * them: a colleague mentions them on a have and on the message board, comments on a have they
 * represent and makes them a need's representative; and last morning's sweep announced the have
 * that expires in two days. The notifications consumer turns each into notifications (and, in
 * the outbox, e-mails); a couple are read already.
 */
export async function seedNotifications(companies: DemoCompanyRecord[]): Promise<void> {
  const { getUserByEmail } = await import('@polyloop/functions/domain/user/user.entity');
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const Lists = await import('@polyloop/functions/domain/listing/listing.lists');
  const { ListingListQuery, NeedInput } = await import('@polyloop/shared/supply/listing');
  const Comments = await import('@polyloop/functions/domain/comment/comment.service');
  const { publish, occurrence } = await import('@polyloop/functions/lib/events');
  const { ListingSweepDue } = await import('@polyloop/functions/domain/listing/listing.events');
  for (const own of companies) {
    const admin = own.people.find((p) => p.admin)!;
    const colleague = own.people.find((p) => !p.admin);
    const colleagueUser = colleague && (await getUserByEmail(colleague.email));
    if (!colleagueUser) continue;
    const actor = await demoMember(own.tenantId, colleagueUser);
    const mention = `@[${admin.firstName} ${admin.lastName}](${own.adminId})`;
    const haves = (await Lists.list(actor, 'have', ListingListQuery.parse({ size: 5 }))).items;
    const [first, second] = haves;
    if (first)
      await Comments.createComment(
        actor,
        { have: first.id },
        `${mention} the buyer in Ohio wants a sample of this before Friday. Can you send one?`,
      );
    if (second)
      await Comments.createComment(
        actor,
        { have: second.id },
        'Moisture test came back at 0.3%, we are good to ship.',
      );
    await Comments.createComment(
      actor,
      'board',
      `${mention} trade show booth is confirmed for March, see the shared folder.`,
    );
    await Listings.create(
      actor,
      'need',
      NeedInput.parse({
        companyId: own.tenantId,
        materialType: 'PE',
        remainingWeight: { unitValue: 40000, unit: 'POUND' },
        expirationDate: new Date(Date.now() + 21 * DAY).toISOString().slice(0, 10),
        representatives: [own.adminId, colleagueUser.userId],
        notes: 'Natural HDPE regrind for the blow-moulding line.',
      }),
    );
  }
  // Yesterday morning's sweep: the have that expires in two days was three days away then.
  await publish(
    occurrence(
      ListingSweepDue,
      {},
      {
        id: `seed-sweep-${new Date().toISOString().slice(0, 10)}`,
        occurredAt: new Date(Date.now() - DAY).toISOString(),
      },
    ),
  );
}
