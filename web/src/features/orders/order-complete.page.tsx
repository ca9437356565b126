import { useParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { useGetOrderByNumberQuery } from './orders.api';
import { Icon, Spinner } from '../../components/icon';
import { CustomerOrder } from './customer-order';
import { RemindNextYear } from './remind-next-year';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import { AfterOrderLinks } from '../../components/after-order-links';

function Complete() {
  const { number = '' } = useParams();
  const { data, isLoading, error } = useGetOrderByNumberQuery(number);
  return (
    <section className="page">
      <Seo meta={{ title: `Order ${number} confirmed | Greeting Cards` }} />
      <header className="page-head empty" style={{ padding: '1rem 0' }}>
        <span className="success-mark">
          <Icon name="check" size={34} />
        </span>
        <h1>Thank you! Your order is confirmed</h1>
        <p>
          Order <strong>{number}</strong>. We’ve e-mailed your receipt and will let you know when your cards are posted.
        </p>
      </header>
      {isLoading ? (
        <Spinner label="Loading your order" />
      ) : data ? (
        <>
          <CustomerOrder order={data} />
          <RemindNextYear order={data} />
        </>
      ) : (
        <p className="form-error">{errorMessage(error, 'We could not load the order details.')}</p>
      )}
      <AfterOrderLinks />
    </section>
  );
}

export function Page() {
  return (
    <RequireSignIn>
      <Complete />
    </RequireSignIn>
  );
}
