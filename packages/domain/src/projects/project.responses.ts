import { z } from 'zod';

/** Response bodies of /api/projects, /api/grants, /api/airport-options and the facility URL setting. */

const dateOnly = z.string().nullable().meta({ format: 'date' });

/** What the caller may do to this project (the server's rules; the web hides what is false). */
export const projectAbilitiesSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canForceDelete: z.boolean(),
});
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

/** A project as stored (SPEC §3), plus its version (send it back with an edit) and the caller's abilities. */
export const projectSchema = z.object({
  id: z.string(),
  grant_number: z.string().nullable(),
  airport_code: z.string(),
  airport_name: z.string().nullable(),
  city: z.string().nullable(),
  project_title: z.string(),
  project_description: z.string().nullable(),
  status: z.string(),
  application_date: dateOnly,
  award_date: dateOnly,
  sub_award_date: dateOnly,
  sent_to_sponsor_date: dateOnly,
  sent_to_tdot_date: dateOnly,
  psr_date: dateOnly,
  local_amount: z.number(),
  total_amount: z.number(),
  bil_aig_amount: z.number(),
  bil_atp_amount: z.number(),
  bil_fct_amount: z.number(),
  state_amount: z.number(),
  tdot_pm: z.string().nullable(),
  upin: z.string().nullable(),
  work_code: z.string().nullable(),
  comments: z.string().nullable(),
  talking_point_1: z.string().nullable(),
  talking_point_2: z.string().nullable(),
  talking_point_3: z.string().nullable(),
  days_to_award: z.number().int().nullable(),
  days_to_sub_award: z.number().int().nullable(),
  bil_application_number: z.string().nullable(),
  fiscal_year: z.number().int().nullable(),
  tad_project_number: z.string().nullable(),
  tad_contract_number: z.string().nullable(),
  tx_number: z.string().nullable(),
  project_phase: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: projectAbilitiesSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects/:id: the project, with the name of the person who created it (not only their id). */
export const projectDetailsSchema = projectSchema.extend({
  created_by_name: z.string().nullable().meta({
    description: "The creator's display name, else account name, else e-mail; null when unknown or removed.",
  }),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

/** GET /api/projects: one page, SPEC §7 metadata. */
export const projectPageSchema = z.object({
  data: z.array(projectSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** GET /api/projects/grant-counts: projects per grant number (null for projects without one). */
export const grantCountsSchema = z.array(
  z.object({ grant_number: z.string().nullable(), count: z.number().int() }),
);
export type GrantCount = z.infer<typeof grantCountsSchema>[number];

/** DELETE /api/projects/:id and POST /api/projects/:id/force-delete. */
export const projectDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type ProjectDeleted = z.infer<typeof projectDeletedSchema>;

/** DELETE /api/grants/:grantNumber. */
export const grantDeletedSchema = z.object({ grant_number: z.string(), deleted_count: z.number().int() });
export type GrantDeleted = z.infer<typeof grantDeletedSchema>;

/** GET /api/airport-options: the airports the caller may pick in the project form. */
export const airportOptionSchema = z.object({
  airport_code: z.string(),
  airport_name: z.string(),
  city: z.string(),
  tdot_pm: z.string().nullable(),
});
export const airportOptionsSchema = z.array(airportOptionSchema);
export type AirportOption = z.infer<typeof airportOptionSchema>;
