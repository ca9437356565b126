import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/icon';
import { useGetOrderByNumberQuery } from './orders.api';
import { CustomerOrder } from './customer-order';
import { ErrorAlert } from '../../components/error-alert';

export function Page() {
  const { number = '' } = useParams();
  const { data, isLoading, error } = useGetOrderByNumberQuery(number);
  if (isLoading) return <Spinner label="Loading the order" />;
  if (!data) return <ErrorAlert error={error} fallback="We could not find that order." />;
  return (
    <div className="stack-sm">
      <CustomerOrder order={data} />
      <Link to="/profile/orders">← All orders</Link>
    </div>
  );
}
