/**
 * A school decided for a request, a job or a command, and how it was decided. Only this module
 * makes one (`decided`): code elsewhere receives a school from a resolver (./which.ts,
 * ./request.server.ts) and hands it to the gate (./gate.ts); it cannot make up `{ id: 0 }`.
 */
import type { SchoolEntry } from './rules'

/**
 * How the school was known:
 * - `host`: the request's Host is one of the school's domains (or the only school's deployment);
 * - `api-code`: an `/api/…/{code}` path named it, on a host that answers for that code;
 * - `staff`: the signed-in staff member's account works for this school alone;
 * - `operator-choice`: the school chosen in the admin's school switch, by someone who works for it (or an operator);
 * - `record`: the school a stored document names (a job or hook working on that document);
 * - `command`: a command's `--school CODE`, or the deployment's only school.
 */
export type How = 'host' | 'api-code' | 'staff' | 'operator-choice' | 'record' | 'command'

declare const DECIDED: unique symbol

/** A school, as one of the resolvers decided it. */
export type School = Readonly<SchoolEntry & { how: How }> & { readonly [DECIDED]: true }

/** The school `entry`, decided the way `how` says. */
export const decided = (entry: SchoolEntry, how: How): School => ({ ...entry, how }) as School
