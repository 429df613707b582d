import { ListingsListPage } from './ListingsListPage';
import { ListingNewPage } from './ListingNewPage';
import { ListingLayout } from './ListingLayout';

/** The routes' page modules: one default export each, so the router loads them lazily. */
export const HavesListPage = () => <ListingsListPage kind="have" />;
export const NeedsListPage = () => <ListingsListPage kind="need" />;
export const HaveNewPage = () => <ListingNewPage kind="have" />;
export const NeedNewPage = () => <ListingNewPage kind="need" />;
export const HaveLayout = () => <ListingLayout kind="have" />;
export const NeedLayout = () => <ListingLayout kind="need" />;
