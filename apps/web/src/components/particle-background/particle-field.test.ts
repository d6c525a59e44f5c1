import { describe, expect, it } from 'vitest';
import { LINK_DISTANCE, countParticles, createParticles, linkOpacity, moveParticles } from './particle-field';

describe('particle field', () => {
  it('keeps the particle count small', () => {
    expect(countParticles(390, 400)).toBe(12);
    expect(countParticles(1440, 500)).toBe(33);
    expect(countParticles(3840, 2160)).toBe(48);
  });

  it('keeps particles inside the box by bouncing off the edges', () => {
    const particles = createParticles(20, 100, 50);
    for (let frame = 0; frame < 2000; frame += 1) moveParticles(particles, 100, 50);
    for (const particle of particles) {
      expect(particle.x).toBeGreaterThanOrEqual(0);
      expect(particle.x).toBeLessThanOrEqual(100);
      expect(particle.y).toBeGreaterThanOrEqual(0);
      expect(particle.y).toBeLessThanOrEqual(50);
    }
  });

  it('links only nearby particles, fading with distance', () => {
    const at = (x: number) => ({ x, y: 0, vx: 0, vy: 0, radius: 1 });
    expect(linkOpacity(at(0), at(0))).toBe(1);
    expect(linkOpacity(at(0), at(LINK_DISTANCE / 2))).toBeCloseTo(0.5);
    expect(linkOpacity(at(0), at(LINK_DISTANCE))).toBe(0);
  });
});
