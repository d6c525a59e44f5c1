import { useEffect, useRef } from 'react';
import { countParticles, createParticles, linkOpacity, moveParticles, type Particle } from './particle-field';

type ParticleBackgroundProps = {
  /** RGB triple, e.g. '255, 255, 255'. */
  color?: string;
  className?: string;
};

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function drawParticles(context: CanvasRenderingContext2D, particles: Particle[], color: string): void {
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  for (let i = 0; i < particles.length; i += 1) {
    const a = particles[i];
    if (!a) continue;
    for (let j = i + 1; j < particles.length; j += 1) {
      const b = particles[j];
      const opacity = b ? linkOpacity(a, b) : 0;
      if (!b || opacity === 0) continue;
      context.strokeStyle = `rgba(${color}, ${(opacity * 0.18).toFixed(3)})`;
      context.beginPath();
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
      context.stroke();
    }
  }
  context.fillStyle = `rgba(${color}, 0.45)`;
  for (const particle of particles) {
    context.beginPath();
    context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * Decorative drifting dots joined by faint lines. Fills its positioned parent, ignores the pointer, is hidden
 * from assistive technology, pauses off-screen, and stands completely still for prefers-reduced-motion.
 */
export function ParticleBackground({ color = '255, 255, 255', className }: ParticleBackgroundProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    let particles: Particle[] = [];
    let frame = 0;
    let isVisible = true;

    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const tick = () => {
      moveParticles(particles, canvas.width, canvas.height);
      drawParticles(context, particles, color);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      stop();
      drawParticles(context, particles, color);
      if (isVisible && !reducedMotion.matches) frame = requestAnimationFrame(tick);
    };
    // Canvas pixels equal CSS pixels: a sharper device-pixel canvas is not worth the cost for faint dots.
    const resize = () => {
      const width = Math.max(1, Math.round(canvas.clientWidth));
      const height = Math.max(1, Math.round(canvas.clientHeight));
      if (width === canvas.width && height === canvas.height && particles.length > 0) return;
      canvas.width = width;
      canvas.height = height;
      particles = createParticles(countParticles(width, height), width, height);
      start();
    };

    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const visibilityObserver = new IntersectionObserver(([entry]) => {
      isVisible = entry?.isIntersecting ?? true;
      start();
    });
    visibilityObserver.observe(canvas);
    reducedMotion.addEventListener('change', start);
    resize();

    return () => {
      stop();
      resizeObserver.disconnect();
      visibilityObserver.disconnect();
      reducedMotion.removeEventListener('change', start);
    };
  }, [color]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className={className}
      data-testid="particle-background"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    />
  );
}
