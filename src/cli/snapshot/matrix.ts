import '../../engine/zod-config';
import { z } from 'zod';

/** Demo whitelabel switches (the seeded defaults); a flag set overrides some of them. */
export const DEMO_FLAGS: Record<string, boolean> = {
  USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false, MOBILENUMPASSREG3: true, MOBILENUMOTPVERFREG3: true,
  FACEBOOKLOGIN3: false, GOOGLELOGIN3: false, MOBILEVERIFYLOGIN3: true, SLIDERVERF3: true, REWCEN3: true, PTSYS3: true,
  TRANSBETREPMEM3: true, TRANSREC3: true, SECPRIV: true, MAILCEN: true, MYACC: true, CBS3: true,
  CHNGPASSVERIF3: true, CHNGPASSMAIL3: true, VIPBENEFITS3: true, PNL3: true, REFERRAL3: true, DIVIDEND3: true,
  AGENTTEAM3: true, REDRAIN3: true, FREEPLAY3: true,
};

/** Demo template parameters (all strings, as the server sends them). */
export const DEMO_TEMPLATE: Record<string, string> = {
  title: 'Demo Casino', language: 'CN,EN', logo: '/assets-static/demo/logo.png', loadingImage: '/assets-static/demo/loading.gif',
  primaryColor: '#f2b632', backgroundColor: '#0f1115', switch_register_button: '1',
  footer_nav: 'home,activity,invite,deposit,member,service', mem_cen: '1', dep_func: '1',
};

const memberType = z.union([z.literal('guest'), z.number().int().min(0)]);
const setName = z.string().regex(/^[A-Za-z0-9_-]+$/, 'names are used as folder names: letters, digits, _ and -');

export const matrixSchema = z.object({
  /**
   * Flag set name -> whitelabel overrides over the merchant's own switches: every screen under each.
   * "cover" (pictures only, the default there): as few flag sets as show every screen each switch it
   * reads both on and off (src/cli/visual/cover.ts).
   */
  flagSets: z.union([
    z.literal('cover'),
    z.record(setName, z.record(z.string(), z.boolean())).refine((sets) => Object.keys(sets).length > 0, 'give at least one flag set'),
  ]).optional(),
  /** "guest" or a member type (0 member, 1 agent, 4 trial, …). */
  memberTypes: z.array(memberType).min(1, 'give at least one member type'),
  /** Template name -> parameter overrides; without it one template: the demo defaults. */
  templates: z.record(setName, z.record(z.string(), z.string())).optional(),
  /** Only these layout ids (default: every screen and fragment). */
  layouts: z.array(z.string()).optional(),
  /** Pictures (--visual) only: the languages, default CN. */
  languages: z.array(z.enum(['CN', 'EN'])).min(1).optional(),
  /** Pictures (--visual) only: the phone widths in CSS pixels, default 390 (add 320 for the narrowest phones). */
  widths: z.array(z.number().int().min(280).max(1280)).min(1).optional(),
  /**
   * Pictures: what changes on its own (a captcha, a live draw, a countdown), by screen ("*" for
   * every screen). A `selector` is painted over when the picture is taken, wherever the element
   * is; a rectangle is painted over in both pictures before comparing with the baseline.
   */
  masks: z.record(z.string(), z.array(z.union([
    z.object({ selector: z.string().min(1) }),
    z.object({ x: z.number().int().min(0), y: z.number().int().min(0), width: z.number().int().min(1), height: z.number().int().min(1) }),
  ]))).optional(),
  /**
   * Pictures: axe on every screen a player lands on (once per address and player), serious and
   * critical findings named with the picture; "fail" also makes the run exit 1 on any.
   */
  accessibility: z.enum(['off', 'report', 'fail']).optional(),
  /** Pictures: the longest one screen may take (load, settle, picture) before it is cut and named in the report, default 30 s. */
  cellTimeoutMs: z.number().int().min(1000).max(300_000).optional(),
  /** Pictures against a baseline: how different a pixel's colour may be (0–1, default 0.1) and how many such pixels a picture may have (default 0). */
  threshold: z.number().min(0).max(1).optional(),
  maxDiffPixels: z.number().int().min(0).optional(),
});
export type Matrix = z.infer<typeof matrixSchema>;
export type MemberType = z.infer<typeof memberType>;

/** Parses a matrix file's JSON; a bad file gets one readable message naming each wrong field. */
export function parseMatrix(json: unknown): Matrix {
  const result = matrixSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(matrix)'}: ${issue.message}`);
  throw new Error(`invalid snapshot matrix:\n  ${problems.join('\n  ')}`);
}

export interface Combination {
  flagSet: string;
  template: string;
  member: MemberType;
  flags: Record<string, boolean>;
  templateParams: Record<string, string>;
}

/** Every flag set x template x member type, in a stable order. */
export function combinations(matrix: Matrix): Combination[] {
  const templates = matrix.templates ?? { default: {} };
  if (typeof matrix.flagSets !== 'object') throw new Error('invalid snapshot matrix:\n  flagSets: the HTML snapshots take named flag sets ({ "name": { "SWITCH": false } }); "cover" is for pictures (--visual)');
  const out: Combination[] = [];
  for (const [flagSet, overrides] of Object.entries(matrix.flagSets)) {
    for (const [template, params] of Object.entries(templates)) {
      for (const member of matrix.memberTypes) {
        out.push({ flagSet, template, member, flags: { ...DEMO_FLAGS, ...overrides }, templateParams: { ...DEMO_TEMPLATE, ...params } });
      }
    }
  }
  return out;
}
