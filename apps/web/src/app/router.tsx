// Page routes. Page paths are served index.html by the server; data calls go to the API.
import { Title } from "@mantine/core";
import { createBrowserRouter } from "react-router";
import { LoungeSettingsPage } from "../features/lounges/components/lounge-settings-page";
import { SignInPage } from "../features/session/components/sign-in-page";
import { StaffPage } from "../features/staff/components/staff-page";
import { AppShellLayout } from "./app-shell";
import { HomePage } from "./home-page";
import { RequireCapability, RequireSession } from "./require-session";

export const createRouter = () =>
  createBrowserRouter([
    { path: "/sign_in", element: <SignInPage /> },
    {
      path: "/",
      element: (
        <RequireSession>
          <AppShellLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <HomePage /> },
        {
          path: "staffs",
          element: (
            <RequireCapability action="staff.manage">
              <StaffPage />
            </RequireCapability>
          ),
        },
        {
          path: "lounges/settings",
          element: (
            <RequireCapability action="lounges.manage">
              <LoungeSettingsPage />
            </RequireCapability>
          ),
        },
        { path: "*", element: <Title order={2}>ページが見つかりません</Title> },
      ],
    },
  ]);
