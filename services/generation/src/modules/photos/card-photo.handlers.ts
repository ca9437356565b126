import { CardPhotoParams, GenerationCalls, PhotoUpload, UpdateCardPhotoBody } from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CardPhotoService } from './card-photo.service.js';

/** Request handlers for a card's photos: the upload the BFF streamed to the store, crop and band, removal. */
export async function registerCardPhotoHandlers(rpc: RequestBus, photos: CardPhotoService) {
  await serveCall(rpc, GenerationCalls.photoUpload, async (call) => {
    const p = parseInput(CardPhotoParams, call.params);
    return photos.upload(requireActor(call), p.id, p.panel, parseInput(PhotoUpload, call.body));
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
