import { generationRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { CardSigningService } from './card-signing.service.js';
import type { SignerService } from './signer.service.js';

/** Request handlers of group cards: the owner's link and signatures, and the public signing page. */
export async function registerSigningHandlers(rpc: RequestBus, owner: CardSigningService, signers: SignerService) {
  await serveRoute(rpc, routes.getCardSigning, async ({ actor, params }) => owner.get(actor, params.id));
  await serveRoute(rpc, routes.openSigning, async ({ actor, params, body }) => owner.open(actor, params.id, body.signing));
  await serveRoute(rpc, routes.updateSigning, async ({ actor, params, body }) => owner.update(actor, params.id, body.signing));
  await serveRoute(rpc, routes.closeSigning, async ({ actor, params }) => owner.close(actor, params.id));
  await serveRoute(rpc, routes.updateCardSignature, async ({ actor, params, body }) =>
    owner.editSignature(actor, params.id, params.signature_id, body.signature),
  );
  await serveRoute(rpc, routes.deleteCardSignature, async ({ actor, params }) =>
    owner.removeSignature(actor, params.id, params.signature_id),
  );
  await serveRoute(rpc, routes.signingPage, async ({ params }) => signers.page(params.token));
  await serveRoute(rpc, routes.addSignature, async ({ params, body, meta }) => signers.add(params.token, body.signature, meta.ip));
  await serveRoute(rpc, routes.editOwnSignature, async ({ params, body, meta }) => signers.editOwn(params.token, params.id, body, meta.ip));
}
