import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { ServiceAccess } from './ServiceAccess';

/**
 * The page of an e-mailed access link (`/service-access?email=…&token=…`): the holder, without an
 * account, opens the warehouse entrance and the box from here while the link is valid.
 */
export default function ServiceAccessScreen() {
  const search = useSearch();
  const link = useMemo(() => {
    const query = new URLSearchParams(search);
    return { email: query.get('email'), token: query.get('token') };
  }, [search]);
  // A different link in the address is another page: its machine starts afresh.
  return <ServiceAccess key={`${link.email} ${link.token}`} link={link} />;
}
