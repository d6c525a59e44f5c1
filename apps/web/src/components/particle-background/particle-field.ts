/** Pure particle maths for the decorative background: no DOM, so it is cheap to test. */

export type Particle = { x: number; y: number; vx: number; vy: number; radius: number };

/** Few particles: one per 22 000 px² of area, between 12 and 48. */
export function countParticles(width: number, height: number): number {
  return Math.max(12, Math.min(48, Math.round((width * height) / 22_000)));
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.35,
    vy: (random() - 0.5) * 0.35,
    radius: 1 + random() * 1.6,
  }));
}

/** Moves every particle one frame, bouncing off the edges so they stay inside the box. */
export function moveParticles(particles: Particle[], width: number, height: number): void {
  for (const particle of particles) {
    particle.x += particle.vx;
    particle.y += particle.vy;
    if (particle.x < 0 || particle.x > width) {
      particle.vx = -particle.vx;
      particle.x = Math.min(Math.max(particle.x, 0), width);
    }
    if (particle.y < 0 || particle.y > height) {
      particle.vy = -particle.vy;
      particle.y = Math.min(Math.max(particle.y, 0), height);
    }
  }
}

export const LINK_DISTANCE = 130;

/** Opacity of the line between two particles: fades out with distance, 0 beyond LINK_DISTANCE. */
export function linkOpacity(a: Particle, b: Particle): number {
  const distance = Math.hypot(a.x - b.x, a.y - b.y);
  return distance >= LINK_DISTANCE ? 0 : 1 - distance / LINK_DISTANCE;
}
