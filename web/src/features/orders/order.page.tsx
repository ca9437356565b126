import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { Spinner } from '../../components/icon';
import { useGetOrderByNumberQuery } from './orders.api';
import { CustomerOrder } from './customer-order';

export function Page() {
  const { number = '' } = useParams();
  const { data, isLoading, error } = useGetOrderByNumberQuery(number);
  if (isLoading) return <Spinner label="Loading the order" />;
  if (!data)
    return (
      <p className="form-error" role="alert">
        {errorMessage(error, 'We could not find that order.')}
      </p>
    );
  return (
    <div className="stack-sm">
      <CustomerOrder order={data} />
      <Link to="/profile/orders">← All orders</Link>
    </div>
  );
}
