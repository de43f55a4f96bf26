import { CONTACT_RATE_LIMIT, contactSchema, rateLimitNetwork } from '@portfolio/common';
import { Router, type Request } from 'express';
import { addMessage, deleteMessage, listMessages, setMessageRead } from '../data/messages';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { clientAddress } from '../http/client-ip';
import { ApiError, validationFailed } from '../core/api-error';
import { documentId } from '../http/ids';
import { validateOrThrow } from '../http/validation';
import { forwardToFormService } from '../services/form-service';
import { consumeRateLimit } from '../data/rate-limits';

/** A field people never see; a bot that fills it is answered as if it succeeded, and nothing is stored. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Anything but nothing or blank text: a bot may send the honeypot as a number, a list or an object. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/**
 * A message from the contact form, as JSON (the app) or as the form's own urlencoded body (sent natively, before
 * or without the app): validated with the shared schema (400 with its fields), limited per network (429), stored
 * and forwarded. Resolves with the stored message's id; a bot's message (the honeypot filled) is answered alike,
 * without an id, and nothing is stored.
 */
export async function acceptContactMessage(req: Request): Promise<{ _id?: string }> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields = await validateOrThrow(contactSchema, body);
  if (isFilled(body[CONTACT_HONEYPOT_FIELD])) return {};
  const address = clientAddress(req);
  const network = address ? rateLimitNetwork(address) : 'unknown';
  await consumeRateLimit('contact', network, CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs);
  const id = await addMessage(fields);
  await forwardToFormService(fields);
  return { _id: id };
}

export const contactRouter = Router();

/**
 * JSON only: a page of another site can post a form's urlencoded or plain body anywhere, but JSON only after the
 * browser has asked this API (CORS), which answers no such page. The form sent natively posts to its own page.
 */
contactRouter.post('/contact', privateNoStore, async (req, res) => {
  if (!req.is('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the message as JSON (application/json).');
  }
  res.status(201).json({ data: { ok: true, ...(await acceptContactMessage(req)) } });
});

contactRouter.use('/messages', privateNoStore, authenticate, requireAdmin);

contactRouter.get('/messages', async (_req, res) => {
  res.json(await listMessages());
});

contactRouter.patch('/messages/:id', async (req, res) => {
  const id = documentId(req.params.id, 'Message');
  const read: unknown = (req.body as Record<string, unknown> | undefined)?.read;
  if (typeof read !== 'boolean') {
    throw validationFailed({
      read: 'read must be true or false',
    });
  }
  if (!(await setMessageRead(id, read))) throw new ApiError(404, 'not_found', 'Message not found.');
  res.json({ result: { modifiedCount: 1 } });
});

contactRouter.delete('/messages/:id', async (req, res) => {
  const id = documentId(req.params.id, 'Message');
  if (!(await deleteMessage(id))) throw new ApiError(404, 'not_found', 'Message not found.');
  res.json({ result: { deletedCount: 1 } });
});
