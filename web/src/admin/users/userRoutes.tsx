import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { areaPermissions } from '../access/areaPermissions';
import { RequirePermission } from '../access/RequirePermission';

const UserListPage = lazy(() => import('./UserListPage'));
const UserFormPage = lazy(() => import('./UserFormPage'));
const UserProfilePage = lazy(() => import('./UserProfileRoute'));

/** The route name of the profile screen, opened from the avatar menu with the user's id. */
const userProfileRouteName = 'cadastroUsuario';

/** /app/usuarios, /app/usuarios/novo and /app/usuarios/editar/:id for the usuarios permission; the profile for its user. */
export const userRoutes = (
  <Route path="usuarios">
    <Route path="perfil/:id" id={userProfileRouteName} element={<UserProfilePage />} />
    <Route element={<RequirePermission permission={areaPermissions.users} />}>
      <Route index element={<UserListPage />} />
      <Route path="novo" element={<UserFormPage />} />
      <Route path="editar/:id" element={<UserFormPage />} />
    </Route>
  </Route>
);
