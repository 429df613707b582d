import { INITIAL_POLICIES, PolicyName, type Policy } from '@polyloop/shared/identity/platform';
import { ConditionFailed, transact } from '../../data/entity.js';
import type { Actor } from '../../lib/actor.js';
import { BadRequest, Conflict } from '../../lib/errors.js';
import { listAcceptancesOfUser, PolicyAcceptance } from './policy-acceptance.entity.js';
import { listPoliciesInForce, PolicyVersion } from './policy.entity.js';

export const PolicyMessages = {
  notCurrent: 'This policy version is no longer current. Reload and accept the latest.',
} as const;

const ordered = (policies: Policy[]) =>
  [...policies].sort((a, b) => PolicyName.options.indexOf(a.name) - PolicyName.options.indexOf(b.name));

/** The versions in force: what was published, else the initial versions. */
export async function latestPolicies(): Promise<Policy[]> {
  const stored = await listPoliciesInForce();
  return ordered(
    INITIAL_POLICIES.map((initial) => {
      const published = stored.find((p) => p.name === initial.name);
      return published ? { name: published.name, version: published.version } : initial;
    }),
  );
}

/** The highest version of each policy the user has accepted (policies never accepted are left out). */
export async function acceptedPolicies(userId: string): Promise<Policy[]> {
  const all = await listAcceptancesOfUser(userId);
  const highest = new Map<Policy['name'], number>();
  for (const a of all) highest.set(a.name, Math.max(highest.get(a.name) ?? 0, a.version));
  return ordered([...highest].map(([name, version]) => ({ name, version })));
}

// The version read may change before the write lands; the transaction re-checks it.
const inForce = ({ name, version }: Policy) =>
  PolicyVersion.tx.check({ name }, (w) =>
    version === initialVersion(name)
      ? w.or(w.missing('version'), w.eq('version', version))
      : w.eq('version', version),
  );
const initialVersion = (name: Policy['name']) => INITIAL_POLICIES.find((p) => p.name === name)?.version;

/**
 * Records that the user accepted these versions, all or none, each one required to be the
 * version in force at the moment of writing. Onboarding calls this for the policies accepted
 * with the company form.
 */
export async function recordAcceptance(userId: string, policies: Policy[]): Promise<Policy[]> {
  const unique = [...new Map(policies.map((p) => [p.name, p])).values()];
  const latest = await latestPolicies();
  const stale = unique.filter((p) => latest.find((l) => l.name === p.name)?.version !== p.version);
  if (stale.length) throw notCurrent(stale);
  const acceptedAt = new Date().toISOString();
  try {
    await transact(
      unique.flatMap((p) => [
        inForce(p),
        PolicyAcceptance.tx.put({ userId, name: p.name, version: p.version, acceptedAt }),
      ]),
    );
  } catch (error) {
    if (error instanceof ConditionFailed) throw notCurrent(unique);
    throw error;
  }
  return acceptedPolicies(userId);
}

function notCurrent(policies: Policy[]) {
  return new BadRequest(PolicyMessages.notCurrent, {
    body: policies.map((p) => `${p.name} version ${p.version} is not in force`),
  });
}

export async function accept(actor: Actor, policies: Policy[]): Promise<Policy[]> {
  return recordAcceptance(actor.userId, policies);
}

/**
 * Puts a new version in force (platform administrators): it must be higher than the current
 * one, checked again in the write so two publications cannot both win. Every user then has to
 * accept it again, since their accepted version no longer equals the latest.
 */
export async function publish(actor: Actor, policy: Policy): Promise<Policy[]> {
  const current = (await latestPolicies()).find((p) => p.name === policy.name)!;
  const conflict = () =>
    new Conflict(
      `Version ${policy.version} of ${policy.name} is not higher than the version in force (${current.version}).`,
      'POLICY_VERSION_NOT_HIGHER',
    );
  if (policy.version <= current.version) throw conflict();
  const published = {
    name: policy.name,
    version: policy.version,
    publishedAt: new Date().toISOString(),
    publishedBy: actor.userId,
  };
  try {
    await PolicyVersion.create(published);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    try {
      await PolicyVersion.update({ name: policy.name }, published, {
        condition: (w) => w.lt('version', policy.version),
      });
    } catch (again) {
      if (again instanceof ConditionFailed) throw conflict();
      throw again;
    }
  }
  return latestPolicies();
}
