import type { SocialNetwork } from './externalLinks';

export type IconName = SocialNetwork | 'mail' | 'phone' | 'whatsapp' | 'clock' | 'apple';

/**
 * Monochrome 24×24 icons in `currentColor`, shown at 20 px (the App Store badge's apple at 22 px);
 * decorative, the link text or label names the target. Each is a file in icons/, used by Footer.css
 * as the mask of a box painted in the text colour: the icon follows the link's colour and hover as
 * the inline drawing did, and the drawings are no longer part of the footer's script.
 */
export function Icon({ name }: { name: IconName }) {
  return <span className={`footer-icon footer-icon--${name}`} aria-hidden="true" />;
}
