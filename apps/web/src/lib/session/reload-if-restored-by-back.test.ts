import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfRestoredByBack } from './reload-if-restored-by-back';

const pageShow = (persisted: boolean) => {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('reloadIfRestoredByBack', () => {
  afterEach(() => {
    document.documentElement.style.visibility = '';
  });

  it('hides and reloads a page the back-forward cache brings back', () => {
    const reload = vi.fn();
    reloadIfRestoredByBack(reload);
    pageShow(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it('leaves a page that loads afresh alone', () => {
    const reload = vi.fn();
    reloadIfRestoredByBack(reload);
    pageShow(false);
    expect(reload).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
  });
});
