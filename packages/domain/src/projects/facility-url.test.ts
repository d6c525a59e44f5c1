import { describe, expect, it } from 'vitest';
import {
  buildFacilityUrl,
  DEFAULT_FACILITY_SYSTEM_URL,
  facilityUrlBodySchema,
  isFacilityUrlTemplate,
} from './facility-url';

describe('facility system address', () => {
  it('puts the UPIN, encoded, wherever the template says', () => {
    expect(buildFacilityUrl(DEFAULT_FACILITY_SYSTEM_URL, ' 124330 ')).toBe(
      'https://facility.example.gov/upin/124330',
    );
    expect(buildFacilityUrl('http://10.0.0.5:8080/f?u={upin}&again={upin}', 'A B/1')).toBe(
      'http://10.0.0.5:8080/f?u=A%20B%2F1&again=A%20B%2F1',
    );
    expect(buildFacilityUrl('https://facility.example.gov/search', '1')).toBe(
      'https://facility.example.gov/search',
    );
  });

  it('accepts http and https addresses only', () => {
    expect(isFacilityUrlTemplate(DEFAULT_FACILITY_SYSTEM_URL)).toBe(true);
    expect(isFacilityUrlTemplate('http://localhost:3000/{upin}')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example/{upin}',
      'https://',
      'https://bad host',
      '//x.example',
      'x.example',
    ]) {
      expect({ bad, ok: isFacilityUrlTemplate(bad) }).toEqual({ bad, ok: false });
    }
  });

  it('validates the PUT body with a readable message', () => {
    expect(facilityUrlBodySchema.parse({ url: ' https://f.example/{upin} ' })).toEqual({
      url: 'https://f.example/{upin}',
    });
    const result = facilityUrlBodySchema.safeParse({ url: 'mailto:a@b.c' });
    expect(result.error?.issues[0]?.message).toBe(
      'Enter an http or https address; {upin} marks where the UPIN goes',
    );
  });
});
