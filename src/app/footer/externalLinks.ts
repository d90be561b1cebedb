/**
 * The brand's profiles and native apps. Not part of the server configuration (the spec lists no
 * such setting), so they live here; change them in this one place.
 */
export const appStoreUrl = 'https://apps.apple.com/app/self-storage/id0000000000';
export const googlePlayUrl = 'https://play.google.com/store/apps/details?id=com.selfstorage.app';

export const socialLinks = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/selfstorage' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/selfstorage' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/selfstorage' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@selfstorage' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];

/** `wa.me` wants the number in international form with digits only. */
export const whatsappUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
