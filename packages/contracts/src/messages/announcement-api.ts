import { z } from 'zod';

/*
 * Announcements from staff (issue 18 item 1): to every user or to one, each a message of kind `announcement` and,
 * on the dashboard, its notice. Spec 001 §5 limits: a title under 50 characters, a text under 500.
 */

export const ANNOUNCEMENT_TITLE_MAX = 49;
export const ANNOUNCEMENT_CONTENT_MAX = 499;
/** The newest announcements the dashboard's notice shows. */
export const NOTICE_COUNT = 3;

export const announcementRequestSchema = z.object({
  title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
  content: z.string().trim().min(1).max(ANNOUNCEMENT_CONTENT_MAX),
  /** One user (by username); empty or absent: every user. */
  username: z.string().trim().max(128).optional(),
});
export type AnnouncementRequest = z.input<typeof announcementRequestSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** Null: to every user. */
  username: z.string().nullable(),
  createTime: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementCreatedSchema = z.object({ announcement: announcementSchema, recipients: z.number() });
export const announcementListSchema = z.object({ list: announcementSchema.array() });
export type AnnouncementList = z.infer<typeof announcementListSchema>;
