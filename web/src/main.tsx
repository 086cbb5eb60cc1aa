import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { AppRoutes } from './AppRoutes';
import './public/styles/base.css';
import './public/styles/layout.css';
import './public/styles/carousel.css';
import './public/styles/home.css';
import './public/styles/detail.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);
