import { ReprintAddress } from '@cards/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrors } from '../../../api/base-api';
import type { CardProblem } from '../../../api/types';
import { AddressFields, type AddressFieldValues } from '../../../components/address-fields';
import { plainResolver } from '../../../components/plain-resolver';
import type { ProblemResolution } from '../api/problems.api';

/** Problems whose fix may be a new address: the card never came, or went to a wrong one. */
const ADDRESS_PROBLEMS = new Set<CardProblem['kind']>(['not_arrived', 'wrong_details']);

/**
 * A reprint's own form: to the same address in one click, or, when the card never arrived or its
 * address was wrong, to a corrected one (checked in the browser as the API checks it, each field's
 * message beside it), which the new card's envelope goes to. Other refusals show under the row.
 */
export function ReprintForm({
  p,
  busy,
  error,
  onAnswer,
}: {
  p: CardProblem;
  busy: boolean;
  error: unknown;
  onAnswer: (r: ProblemResolution) => void;
}) {
  const [correcting, setCorrecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressFieldValues>({ resolver: plainResolver(ReprintAddress) as never, defaultValues: { name: p.person } });
  const server = correcting ? fieldErrors(error) : {};
  const submit = handleSubmit((address) => onAnswer({ outcome: 'reprint', address: address as ReprintAddress }));
  if (!correcting)
    return (
      <div className="button-row">
        <button type="button" className="button" disabled={busy} onClick={() => onAnswer({ outcome: 'reprint' })}>
          Reprint
        </button>
        {ADDRESS_PROBLEMS.has(p.kind) && (
          <button type="button" className="button" disabled={busy} onClick={() => setCorrecting(true)}>
            Reprint to a corrected address
          </button>
        )}
      </div>
    );
  return (
    <form className="stack-sm" aria-label={`Corrected address for ${p.person}`} noValidate onSubmit={(e) => void submit(e)}>
      <AddressFields register={register} errors={errors} server={server} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Reprint to this address
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => setCorrecting(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
