import type { ComponentType } from 'react';

/**
 * Loads a signed-in screen together with the sharing feature's controls (share a chart or a chart
 * group, share a project list as a page). Features do not import each other, so the app joins them here.
 */
export async function loadWithSharingControls(load: () => Promise<ComponentType>): Promise<ComponentType> {
  const [Screen, { SharingControlsProvider }] = await Promise.all([
    load(),
    import('@/features/sharing/components/sharing-controls-provider'),
  ]);
  return function ScreenWithSharingControls() {
    return (
      <SharingControlsProvider>
        <Screen />
      </SharingControlsProvider>
    );
  };
}
