import { DEFAULT_LANG, DEFAULT_MEMBER_TYPE, DEFAULT_PATH, deviceContextSchema, memberContextSchema, type DeviceContext, type EvalContext, type MemberContext } from './context';

/**
 * Builds the evaluation context from whatever the caller knows. Every part has the default the
 * context's declaration gives it (context.ts), so that conditions never meet `undefined` where a
 * layout author expects an object.
 */
export { DEFAULT_LANG, DEFAULT_MEMBER_TYPE, DEFAULT_PATH };

/** A visitor: the member part's defaults. */
export const VISITOR: MemberContext = Object.freeze(memberContextSchema.parse({}));

/** A device the app knows nothing about: the device part's defaults. */
export const NO_DEVICE: DeviceContext = Object.freeze(deviceContextSchema.parse({}));

export interface PartialContext {
  flags?: Record<string, unknown>;
  template?: Record<string, unknown>;
  member?: Partial<MemberContext>;
  route?: { path?: string; query?: Record<string, string>; params?: Record<string, string> };
  device?: Partial<DeviceContext>;
  lang?: string;
  form?: Record<string, unknown>;
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/**
 * The parts that have defaults, each filled in as the context's declaration says: the one place
 * both the plain context below and the app's on-demand one (on-demand-context.ts) take them from.
 */
export const withDefaults = {
  member: (member: PartialContext['member']): MemberContext => ({ ...VISITOR, ...(member ?? {}) }),
  route: (route: PartialContext['route']): EvalContext['route'] => ({ path: route?.path ?? DEFAULT_PATH, query: { ...(route?.query ?? {}) }, params: { ...(route?.params ?? {}) } }),
  device: (device: PartialContext['device']): DeviceContext => ({ ...NO_DEVICE, ...(device ?? {}) }),
  lang: (lang: PartialContext['lang']): string => lang || DEFAULT_LANG,
};

export function buildContext(partial: PartialContext = {}): EvalContext {
  return {
    flags: { ...(partial.flags ?? {}) },
    template: { ...(partial.template ?? {}) },
    member: withDefaults.member(partial.member),
    route: withDefaults.route(partial.route),
    device: withDefaults.device(partial.device),
    lang: withDefaults.lang(partial.lang),
    form: { ...(partial.form ?? {}) },
    state: { ...(partial.state ?? {}) },
    data: { ...(partial.data ?? {}) },
  };
}

/** Non-agent types per the spec: real member 0, free/trial 4, and 40. */
const NON_AGENT_TYPES = [0, 4, 40];
const REAL_TYPES = [0, 1, 2];
const TRIAL_TYPE = 4;

export interface SessionLike {
  type?: number | string | null;
  userName?: string | null;
}

export interface MemberLike {
  type?: number | string | null;
  nickname?: string | null;
  account?: string | null;
  userName?: string | null;
}

function toType(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : undefined;
}

/**
 * The member part of the context. Logged in means "has a session". The type comes from the
 * session first (it is known at once), then from member info, else 4. The display name is the
 * nickname, else the account, else the user name (member info first, then the session).
 */
export function memberContext(session: SessionLike | null | undefined, member: MemberLike | null | undefined): MemberContext {
  if (!session) return { ...VISITOR };
  const type = toType(session.type) ?? toType(member?.type) ?? DEFAULT_MEMBER_TYPE;
  const name = member?.nickname || member?.account || member?.userName || session.userName || '';
  return {
    loggedIn: true,
    type,
    isAgent: !NON_AGENT_TYPES.includes(type),
    isTrial: type === TRIAL_TYPE,
    isReal: REAL_TYPES.includes(type),
    name,
  };
}
