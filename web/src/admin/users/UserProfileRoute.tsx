import { UserProfilePage } from './UserFormPage';

/** The profile screen as a lazily loaded module of its own. */
export default UserProfilePage;
