import { z } from 'zod';

/**
 * SPEC §4 UPIN redirect: after the countdown the external facility system opens for the project's UPIN.
 * Its address is a template the administrator sets; '{upin}' marks where the UPIN goes.
 */
export const UPIN_PLACEHOLDER = '{upin}';

/** A documented placeholder until an administrator sets the real address. */
export const DEFAULT_FACILITY_SYSTEM_URL = 'https://facility.example.gov/upin/{upin}';

export const FACILITY_URL_MAX_LENGTH = 2000;

// http(s), a host name or IPv4 address, an optional port, then anything without spaces.
const HTTP_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Whether a template is an http or https address once '{upin}' is filled in. */
export function isFacilityUrlTemplate(template: string): boolean {
  return HTTP_URL.test(template.split(UPIN_PLACEHOLDER).join('UPIN'));
}

/** The address to open for a UPIN: every '{upin}' replaced by the (URL-encoded) UPIN. */
export function buildFacilityUrl(template: string, upin: string): string {
  return template.split(UPIN_PLACEHOLDER).join(encodeURIComponent(upin.trim()));
}

export const FACILITY_URL_MESSAGE = `Enter an http or https address; ${UPIN_PLACEHOLDER} marks where the UPIN goes`;

/** PUT /api/settings/facility-system-url. */
export const facilityUrlBodySchema = z.strictObject({
  url: z
    .string({ error: FACILITY_URL_MESSAGE })
    .trim()
    .min(1, FACILITY_URL_MESSAGE)
    .max(FACILITY_URL_MAX_LENGTH, `The address must be at most ${FACILITY_URL_MAX_LENGTH} characters`)
    .refine(isFacilityUrlTemplate, FACILITY_URL_MESSAGE),
});
export type FacilityUrlBody = z.infer<typeof facilityUrlBodySchema>;

/** GET and PUT /api/settings/facility-system-url answer with the template in force. */
export const facilityUrlSchema = z.object({ url: z.string() });
export type FacilityUrlSetting = z.infer<typeof facilityUrlSchema>;
