import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';

/** Messages of the PM pages and the airport reassignment, shown as they are. */
export const PM_MESSAGES = {
  otherPmRefused: 'You can only view your own PM dashboard.',
  noPmName: 'Your account has no project manager name, so it has no PM dashboard.',
  unknownPm: (pm: string) => `No project manager named '${pm}' was found.`,
  unknownAirport: (code: string) => `Airport ${code} was not found.`,
  unknownTargetPm: (pm: string) =>
    `'${pm}' is not a known project manager. Choose one from the list (a PM needs an account with that name or an airport).`,
  alreadyAssigned: (code: string, pm: string) => `Airport ${code} is already assigned to ${pm}.`,
  countChanged: (count: number) =>
    `The number of open projects at this airport changed since you confirmed (now ${count}). Review the new count and confirm again.`,
} as const;

const airportCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,4}$/, 'Airport code must be 3 or 4 letters or digits (the FAA LID).');
const pmName = z
  .string()
  .trim()
  .min(1, 'Choose the new project manager.')
  .max(200)
  .refine(isSafeText, unsafeTextMessage('Project manager'));

export const pmReassignmentBodySchema = z.object({
  airport_code: airportCode,
  to_pm: pmName,
  confirm_open_project_count: z.number().int().min(0).meta({
    description:
      'The open project count the admin confirmed (from the preview); refused with 409 if it changed since',
  }),
});
export type PmReassignmentBody = z.infer<typeof pmReassignmentBodySchema>;

export const pmReassignmentPreviewQuerySchema = z.object({ airport_code: airportCode, to_pm: pmName });
export type PmReassignmentPreviewQuery = z.infer<typeof pmReassignmentPreviewQuerySchema>;

export const pmReassignmentPreviewSchema = z.object({
  openProjectCount: z.number().int().meta({
    description: 'Projects at the airport, status not executed, whose tdot_pm would change',
  }),
  fromPm: z.string().nullable(),
});
export type PmReassignmentPreview = z.infer<typeof pmReassignmentPreviewSchema>;

export const pmReassignmentResultSchema = z.object({
  airportCode: z.string(),
  fromPm: z.string().nullable(),
  toPm: z.string(),
  movedProjectCount: z.number().int(),
});
export type PmReassignmentResult = z.infer<typeof pmReassignmentResultSchema>;

export const pmParamsSchema = z.object({ pm: z.string().trim().min(1).max(200) });
