import { GiveAddressBody } from '@cards/contracts';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { fieldErrors } from '../../api/base-api';
import { AddressFields } from '../../components/address-fields';
import { Spinner } from '../../components/icon';
import { plainResolver } from '../../components/plain-resolver';
import { Seo } from '../../seo/seo';
import { useGiveAddressMutation, useOpenCollectionLinkQuery, type GiveAddressForm } from './collection.api';
import { ErrorAlert } from '../../components/error-alert';

/**
 * /collect/:token: where a person gives their own name and address to a sender who shared the
 * link. No sign-in; it shows the sender's name and nothing of their address book.
 */
export function Page() {
  const { token = '' } = useParams();
  const page = useOpenCollectionLinkQuery(token);
  const [give, state] = useGiveAddressMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GiveAddressForm>({ resolver: plainResolver(GiveAddressBody) });
  const onSubmit = handleSubmit(async (form) => void (await give({ token, form })));
  const server = fieldErrors(state.error);
  const sender = page.data?.sender_name;
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Give your address | Greeting Cards' }} robots="noindex, nofollow" />
      {page.isLoading && <Spinner label="Opening the link" />}
      {page.isError && (
        <>
          <h1>Give your address</h1>
          <ErrorAlert error={page.error} fallback="This link cannot be opened." />
        </>
      )}
      {sender && (
        <>
          <h1>{sender} would like to send you a card</h1>
          {state.isSuccess ? (
            <p className="form-note" role="status">
              {state.data.message}
            </p>
          ) : (
            <form className="card-box form" onSubmit={onSubmit} noValidate aria-label="Your name and address">
              <p className="muted">
                Type your own name and postal address. Only {sender} sees it, in their address book; nobody else who has this link does.
              </p>
              {state.isError && !Object.keys(server).length && <ErrorAlert error={state.error} />}
              <AddressFields register={register as never} errors={errors as never} server={server} />
              <p className="field-hint">We post within the United Kingdom only.</p>
              <div className="button-row">
                <button type="submit" className="button button-primary" disabled={state.isLoading}>
                  {state.isLoading && <Spinner label="Sending" />} Send my address
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
