import { useParams } from 'react-router';
import { isNetworkId } from '@polyloop/shared/network/common';

/**
 * The network record a page's address names (`:id`): whether it is a well-formed network id, and
 * the input that reads the record, null (no read) when it is not.
 */
export function useNetworkId() {
  const { id = '' } = useParams();
  const valid = isNetworkId(id);
  return { id, valid, input: valid ? { params: { id } } : null };
}
