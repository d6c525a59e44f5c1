import './zod-config';
import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('zod sees the jitless setting made without importing it', () => {
    expect(config().jitless).toBe(true);
  });

  it('schemas still parse and refuse under it', () => {
    const schema = z.object({ name: z.string().min(2) });
    expect(schema.safeParse({ name: 'ok' }).success).toBe(true);
    expect(schema.safeParse({ name: 'x' }).success).toBe(false);
  });
});
