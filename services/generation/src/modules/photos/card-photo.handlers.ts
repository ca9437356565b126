import { CardPhotoParams, GenerationCalls, PhotoUploadFinish, PhotoUploadPart, UpdateCardPhotoBody } from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { CardPhotoService } from './card-photo.service.js';

const AbortBody = z.object({ upload_id: z.string().uuid() });

/** Request handlers for a card's photos: the upload the BFF streams, crop and band, removal. */
export async function registerCardPhotoHandlers(rpc: RequestBus, photos: CardPhotoService) {
  await serveCall(rpc, GenerationCalls.photoUploadPart, async (call) =>
    photos.uploadPart(requireActor(call), parseInput(PhotoUploadPart, call.body)),
  );
  await serveCall(rpc, GenerationCalls.photoUploadAbort, async (call) =>
    photos.abort(requireActor(call), parseInput(AbortBody, call.body).upload_id),
  );
  await serveCall(rpc, GenerationCalls.photoUploadFinish, async (call) => {
    const p = parseInput(CardPhotoParams, call.params);
    return photos.finish(requireActor(call), p.id, p.panel, parseInput(PhotoUploadFinish, call.body));
  });
  await serveCall(rpc, GenerationCalls.updateCardPhoto, async (call) => {
    const p = parseInput(CardPhotoParams, call.params);
    return photos.update(requireActor(call), p.id, p.panel, parseInput(UpdateCardPhotoBody, call.body).photo);
  });
  await serveCall(rpc, GenerationCalls.deleteCardPhoto, async (call) => {
    const p = parseInput(CardPhotoParams, call.params);
    return photos.remove(requireActor(call), p.id, p.panel);
  });
}
