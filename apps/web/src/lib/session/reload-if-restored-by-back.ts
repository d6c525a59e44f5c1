/**
 * Back after signing out can bring the page back from the browser's back-forward cache, frozen as the signed-in
 * person left it. If that happens, show nothing of it and load it afresh: the route guard then sends the
 * visitor to sign in. Call it just before leaving the page.
 */
export function reloadIfRestoredByBack(
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    document.documentElement.style.visibility = 'hidden';
    reload();
  });
}
