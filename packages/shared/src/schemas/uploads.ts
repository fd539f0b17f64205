import { z } from 'zod';

/** Image types accepted for logos, detected from the file's content (never its name or declared type). */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** Stored files are named by the SHA-256 of their content and the detected type. */
export const UPLOAD_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp|svg)$/;

export const uploadNameParamsSchema = z.object({ name: z.string().regex(UPLOAD_NAME) });

export const logoResponseSchema = z.object({ logoUrl: z.string().nullable() });
export type LogoResponse = z.infer<typeof logoResponseSchema>;

/** POST and DELETE /api/me/avatar: the member's profile photo, or null for the initials. */
export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const platformResponseSchema = z.object({ logoUrl: z.string().nullable() });
export type PlatformResponse = z.infer<typeof platformResponseSchema>;
