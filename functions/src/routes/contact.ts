import { CONTACT_RATE_LIMIT, contactSchema } from '@portfolio/common';
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { messagesCollection, toMessage, type MessageDocument } from '../data/messages';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { clientAddress } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { documentId } from '../http/ids';
import { validateOrThrow } from '../http/validation';
import { forwardToFormService } from '../services/form-service';
import { consumeRateLimit } from '../services/rate-limit';

/** A field people never see; a bot that fills it is answered as if it succeeded, and nothing is stored. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Anything but nothing or blank text: a bot may send the honeypot as a number, a list or an object. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

export const contactRouter = Router();

contactRouter.post('/contact', privateNoStore, async (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields = await validateOrThrow(contactSchema, body);
  if (isFilled(body[CONTACT_HONEYPOT_FIELD])) {
    res.status(201).json({ data: { ok: true } });
    return;
  }
  const ip = clientAddress(req) ?? 'unknown';
  await consumeRateLimit('contact', ip, CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs);
  const ref = await messagesCollection().add({
    ...fields,
    read: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await forwardToFormService(fields);
  res.status(201).json({ data: { ok: true, _id: ref.id } });
});

contactRouter.use('/messages', privateNoStore, authenticate, requireAdmin);

contactRouter.get('/messages', async (_req, res) => {
  const snapshot = await messagesCollection().orderBy('createdAt', 'desc').get();
  res.json(snapshot.docs.map((doc) => toMessage(doc.id, doc.data() as MessageDocument)));
});

contactRouter.patch('/messages/:id', async (req, res) => {
  const id = documentId(req.params.id, 'Message');
  const read: unknown = (req.body as Record<string, unknown> | undefined)?.read;
  if (typeof read !== 'boolean') {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', {
      read: 'read must be true or false',
    });
  }
  const ref = messagesCollection().doc(id);
  if (!(await ref.get()).exists) throw new ApiError(404, 'not_found', 'Message not found.');
  await ref.update({ read, updatedAt: FieldValue.serverTimestamp() });
  res.json({ result: { modifiedCount: 1 } });
});

contactRouter.delete('/messages/:id', async (req, res) => {
  const id = documentId(req.params.id, 'Message');
  const ref = messagesCollection().doc(id);
  if (!(await ref.get()).exists) throw new ApiError(404, 'not_found', 'Message not found.');
  await ref.delete();
  res.json({ result: { deletedCount: 1 } });
});
