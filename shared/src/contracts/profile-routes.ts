import { z } from 'zod';
import {
  appSoundsOptionsSchema,
  ownHeadshotSchema,
  notificationOptionsSchema,
  profileSchema,
  updateNotificationOptionsSchema,
  updateProfileSchema,
} from './profile.js';
import { profileEndpoints } from './profile-endpoints.js';

export const profileRoutes = {
  profile: {
    ...profileEndpoints.profile,
    summary: 'Your name, avatar and, as a student, your grade, notifications, app sounds and classes',
    response: profileSchema,
  },
  updateProfile: {
    ...profileEndpoints.updateProfile,
    summary: "Change your name, avatar (one of your role's characters and its palettes) or grade",
    body: updateProfileSchema,
    response: profileSchema,
  },
  setNotificationOptions: {
    ...profileEndpoints.setNotificationOptions,
    summary: 'Switch your e-mail and push notifications; the others keep their value',
    body: updateNotificationOptionsSchema,
    response: notificationOptionsSchema,
  },
  setAppSounds: {
    ...profileEndpoints.setAppSounds,
    summary: 'Switch the app sounds on or off',
    body: appSoundsOptionsSchema,
    response: appSoundsOptionsSchema,
  },
  ownHeadshot: {
    ...profileEndpoints.ownHeadshot,
    summary: 'Your headshot, as students see it',
    response: ownHeadshotSchema,
  },
  uploadOwnHeadshot: {
    ...profileEndpoints.uploadOwnHeadshot,
    summary: 'Replace your headshot (multipart field file: PNG, JPEG or WebP up to 2 MB)',
    consumes: { type: 'multipart/form-data', fields: z.object({}) },
    response: ownHeadshotSchema,
  },
} as const;
