import {
  AddSignatureBody,
  CardIdParams,
  CardSignatureParams,
  OpenSigningBody,
  OwnerEditSignatureBody,
  SignerEditBody,
  SignerSignatureParams,
  SigningTokenParams,
  UpdateSigningBody,
  GenerationCalls,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CardSigningService } from './card-signing.service.js';
import type { SignerService } from './signer.service.js';

/** Request handlers of group cards: the owner's link and signatures, and the public signing page. */
export async function registerSigningHandlers(rpc: RequestBus, owner: CardSigningService, signers: SignerService) {
  const cardId = (params: unknown) => parseInput(CardIdParams, params).id;
  await serveCall(rpc, GenerationCalls.getCardSigning, async (call) => owner.get(requireActor(call), cardId(call.params)));
  await serveCall(rpc, GenerationCalls.openSigning, async (call) =>
    owner.open(requireActor(call), cardId(call.params), parseInput(OpenSigningBody, call.body ?? {}).signing),
  );
  await serveCall(rpc, GenerationCalls.updateSigning, async (call) =>
    owner.update(requireActor(call), cardId(call.params), parseInput(UpdateSigningBody, call.body).signing),
  );
  await serveCall(rpc, GenerationCalls.closeSigning, async (call) => owner.close(requireActor(call), cardId(call.params)));
  await serveCall(rpc, GenerationCalls.updateCardSignature, async (call) => {
    const p = parseInput(CardSignatureParams, call.params);
    return owner.editSignature(requireActor(call), p.id, p.signature_id, parseInput(OwnerEditSignatureBody, call.body).signature);
  });
  await serveCall(rpc, GenerationCalls.deleteCardSignature, async (call) => {
    const p = parseInput(CardSignatureParams, call.params);
    return owner.removeSignature(requireActor(call), p.id, p.signature_id);
  });
  await serveCall(rpc, GenerationCalls.signingPage, async (call) => signers.page(parseInput(SigningTokenParams, call.params).token));
  await serveCall(rpc, GenerationCalls.addSignature, async (call) =>
    signers.add(parseInput(SigningTokenParams, call.params).token, parseInput(AddSignatureBody, call.body).signature, call.meta.ip),
  );
  await serveCall(rpc, GenerationCalls.editOwnSignature, async (call) => {
    const p = parseInput(SignerSignatureParams, call.params);
    const body = parseInput(SignerEditBody, call.body);
    return signers.editOwn(p.token, p.id, body.edit_token, body.signature, call.meta.ip);
  });
}
