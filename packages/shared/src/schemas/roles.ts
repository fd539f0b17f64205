import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../permissions.js';

export const roleSchema = z.enum(ROLES);
export const permissionSchema = z.enum(PERMISSIONS);
export const permissionsSchema = z.object({
  forum: z.boolean(),
  courses: z.boolean(),
  aiLab: z.boolean(),
  adSpy: z.boolean(),
});
