// A link to a page of the app: React Router's <Link>, a real <a href> (opens in
// a new tab, works before hydration and without JavaScript) that moves through
// history without a reload when clicked plainly, in a transition, and replaces
// the entry when it points at the page already shown. Without `data-discover`
// on every prebuilt link: that attribute serves React Router's framework mode,
// which finds routes lazily; this app's routes are all in routes.ts.
import { RouterLink, type RouterLinkProps } from '../state/location.ts';

export function Link(props: RouterLinkProps & { to: string }) {
  return <RouterLink discover="none" {...props} />;
}
