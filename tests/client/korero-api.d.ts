// Generated from /api/openapi.json by openapi-typescript: do not edit. `npm run api-client` writes it again.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that the server and its database answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the modules switched on */
        get: operations["listModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the site's name, support address and maintenance state */
        get: operations["getSystemStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in account
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the session, signed in or not */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description With two-factor sign-in on, answers twoFactorRequired and no session: finish with POST /api/login/two-factor.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether this account may become the first administrator
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getAdminSetup"];
        put?: never;
        /**
         * Become the first administrator with the setup code
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["claimAdminSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a code
         * @description After POST /api/login answered twoFactorRequired: a code from the authenticator app, or a recovery code.
         */
        post: operations["loginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a passkey
         * @description The browser's answer to the options from POST /api/account/two-factor/passkeys/options.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description Takes the account password.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/two-factor/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start finishing sign-in with a passkey */
        post: operations["loginPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/two-factor/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a passkey */
        post: operations["loginPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/businesses/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get whether the business's staff must use two-factor sign-in
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getBusinessSecurity"];
        /**
         * Set whether the business's staff must use two-factor sign-in
         * @description Staff without it are asked to set it up before using anything but their own account.
         *
         *     Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setBusinessSecurity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the two-factor sign-in settings
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["startTotp"];
        /**
         * Switch the authenticator app off
         * @description Takes a fresh code from the app, or a recovery code.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["turnOffTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn on the authenticator app with its first code
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make ten new recovery codes
         * @description The earlier codes stop working. Takes the account password.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["newRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validate-reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a password-reset link */
        post: operations["validateResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download all of the business's data
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the account and all its data
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your name
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getAccountProfile"];
        /**
         * Set your name as others read it
         * @description A blank or null name goes back to your username.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setAccountProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys and the scopes on offer
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key, shown once
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the business's activity
         * @description Invitations sent, replies posted, follow-ups handled, settings changed and things deleted, each with the person who did it, newest first.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my businesses
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listBusinesses"];
        put?: never;
        /**
         * Create another business that I own
         * @description A person may own at most 10 businesses on this Korero; past that the answer is 409.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/businesses/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch to another of my businesses
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["switchBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the invitations not yet accepted
         * @description Pending and expired invitations, newest first, for the owner to send again or withdraw.
         *
         *     Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listStaffInvitations"];
        put?: never;
        /**
         * Invite a person to the business
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["inviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invitation again, with a new link
         * @description The old link stops working; the new one is emailed, answered here once, and valid for 7 days.
         *
         *     Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["resendStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Its link then answers that it is not valid.
         *
         *     Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["revokeStaffInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read what an invitation link is for
         * @description The business's name, the role and who invited, for the accept page. A link that is unknown, used or expired is a 404 saying which.
         */
        post: operations["previewStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation to a business
         * @description Signed in, joins with that account. Signed out, makes an account with the invited address; when that address already has one, answers 202 and emails it (the same answer for everyone).
         */
        post: operations["acceptStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the business's people
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a person from the business
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["removeStaff"];
        options?: never;
        head?: never;
        /**
         * Change a person's role
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["changeStaffRole"];
        trace?: never;
    };
    "/api/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recent messages and the providers that send them */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get this OpenAPI document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open the interactive API reference */
        get: operations["getApiReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/static/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a script, style or icon of the API reference page */
        get: operations["getApiReferenceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get request counters and system figures in the Prometheus text format (needs METRICS_TOKEN) */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show the unsubscribe page */
        get: operations["showUnsubscribePage"];
        put?: never;
        /** Stop messages to this contact */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo an unsubscribe */
        post: operations["undoUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/twilio/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a text's status or a reply from Twilio */
        post: operations["receiveTwilioSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answer Meta's webhook verification */
        get: operations["verifyMessengerWebhook"];
        put?: never;
        /** Receive a Messenger event from Meta */
        post: operations["receiveMessengerEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a Stripe event */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the business profile
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getProfile"];
        /**
         * Save the business's settings
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updateProfileSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the business profile
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/profile/sms-long-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Allow or refuse texts longer than one SMS part
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setSmsLongText"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/sms-name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the name texts use, in plain letters (null: the business name)
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setSmsName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the language customers are asked in ('en', 'mi' or 'both')
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setCustomerLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Attach an uploaded logo to the profile
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["setProfileLogo"];
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard's figures
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List business types and their presets
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listBusinessTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/profile/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a business's public profile */
        get: operations["getPublicProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logos/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an address to upload a logo to
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createLogoUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/logo/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a logo */
        put: operations["uploadLogo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search Google for the business's place
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["searchPlaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/place-id-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for help finding the Google Place ID
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["requestPlaceIdHelp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-objects/logos/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a business's logo */
        get: operations["getLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teams
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listTeams"];
        put?: never;
        /**
         * Create a team
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        /**
         * Update a team
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/api/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List team members
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listTeamMembers"];
        put?: never;
        /**
         * Add a team member
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a team member
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteTeamMember"];
        options?: never;
        head?: never;
        /**
         * Update a team member
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["updateTeamMember"];
        trace?: never;
    };
    "/api/help/demo-videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the help videos */
        get: operations["listDemoVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Facebook Page connection
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getFacebookStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the address that connects a Facebook Page
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getFacebookAuthUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish connecting a Facebook Page
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["completeFacebookConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Choose the Facebook Page to connect
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["chooseFacebookPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect the Facebook Page
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["disconnectFacebook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List people who messaged the Page
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listFacebookContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description A technician sees the invitations they created; owners and managers every invitation of the business.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listInvites"];
        put?: never;
        /**
         * Invite a customer to review a job
         * @description A technician's invitation credits the team member they are (their membership's) automatically; naming anyone else is refused.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my invitation figures
         * @description The signed-in person's own invitations (those they created), this month and in all: sent, opened by the customer, answered.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getMyInviteFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invitation
         * @description A technician may open only the invitations they created (another's is a 404).
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the reminder settings
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getReminderSettings"];
        /**
         * Save the reminder settings
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updateReminderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an invitation
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["cancelInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this month's invitations and texts against the plan's limits
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getInviteUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the invitation a customer's link opens */
        get: operations["getInvitationByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/token/{token}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the QR code of a review link */
        get: operations["getInvitationQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/r/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a text's short link */
        get: operations["followShortLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get what the review page can do here */
        get: operations["getReviewCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/generate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draft a review from the customer's choices */
        post: operations["draftReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/submitted/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the review already submitted with an invitation */
        get: operations["getSubmittedReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/submit/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a customer's review */
        post: operations["submitReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transcribe-audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn a voice recording into text */
        post: operations["transcribeAudio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the simple review form of a public link */
        get: operations["getReviewForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submit-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the simple review form */
        post: operations["submitSimpleReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submit-feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send private feedback to the business */
        post: operations["submitPrivateFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a submitted review for its preview */
        get: operations["getReviewPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit the review text before posting it */
        patch: operations["editReview"];
        trace?: never;
    };
    "/api/review/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the review was posted to Google */
        post: operations["markReviewPosted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/take-down/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the customer's review off the business's website */
        post: operations["takeDownReviewFromWebsite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers' submissions
         * @description A technician sees the submissions that credit the team member they are; owners and managers every one.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer's submission
         * @description A technician may open only the submissions that credit them (another is a 404).
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getSubmission"];
        put?: never;
        post?: never;
        /**
         * Delete a submission
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteSubmission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submissions/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team members customers credited
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listCreditedMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submissions/{id}/photos/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a photo of a submission
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getSubmissionPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List review records
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recent review activity
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listReviewActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/public-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the public review link
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getPublicLink"];
        /**
         * Switch the public review link on or off
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updatePublicLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/public-link/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the public review link's key
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["rotatePublicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a customer's review page */
        get: operations["showReviewPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-review/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a customer's review page by its older address */
        get: operations["showCustomerReviewPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show the simple review form */
        get: operations["showReviewForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show the private feedback page */
        get: operations["showFeedbackPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a review's preview page */
        get: operations["showReviewPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plans
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the subscription's state
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an upgrade at checkout
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm a finished checkout
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["confirmSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the subscription
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test-payment-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test payment reminder
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["sendTestPaymentReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/test-checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a test-mode checkout
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getTestCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discount-codes/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a discount code
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["validateDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/posted-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the posted rate: customers who chose Google, and how many of them posted
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getGooglePostedRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Google Business Profile connection
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getGoogleStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/connect-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the address that connects Google
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getGoogleConnectUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finish connecting Google */
        get: operations["completeGoogleConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the Google location to connect
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["chooseGoogleLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the location's Google reviews now
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["syncGoogleReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect Google
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["disconnectGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Choose the emails about new Google reviews
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["updateGoogleNotifications"];
        trace?: never;
    };
    "/api/google/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the location's Google reviews
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listGoogleReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer a Google review
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["replyToGoogleReview"];
        post?: never;
        /**
         * Delete the answer to a Google review
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteGoogleReviewReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/reviews/{id}/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest an answer to a Google review
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["suggestGoogleReviewReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Google rating and the reviews waiting for an answer
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getGoogleSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitors/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the competitor tracking setup
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getCompetitorSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitor-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the competitor analysis
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getCompetitorAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/competitor-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the competitor analysis for the dashboard
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getDashboardCompetitorAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analyze-competitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a competitor analysis
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["analyzeCompetitors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitors/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the competitor settings
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updateCompetitorSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a competitor found on Google
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["addCompetitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitors/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a competitor by hand
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["addCompetitorManually"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a competitor
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteCompetitor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the review analytics
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the analytics summary
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/analytics/monthly.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the monthly figures as CSV
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["exportMonthlyAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/analytics/submissions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the submissions as CSV
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["exportSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recorded jobs
         * @description A technician sees the jobs they recorded; owners and managers every job of the business.
         *
         *     Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Record a job
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/jobs/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import jobs from a CSV file
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["importJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a job
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updateJob"];
        post?: never;
        /**
         * Delete a job
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/jobs/{id}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record why a job's customer was not invited
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["skipJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees with their jobs
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get how many jobs' customers were invited
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the compliance report
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getComplianceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the proof that every customer was asked
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getComplianceProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/proof/jobs.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the proof's jobs as CSV
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["exportProofJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/proof/reviews.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the proof's reviews as CSV
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["exportProofReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the record of asking's newest entry and weekly email
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getLedgerStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/ledger/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the whole record of asking
         * @description Recomputes every entry’s hash and link to the one before, and names the first that does not match.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["verifyLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/ledger/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the record of asking
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["exportLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/ledger/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn the weekly email of the record's head on or off
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updateLedgerSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/ledger/dispute/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prepare a dispute summary for a Google review
         * @description What the record of asking holds about the reviewer’s name in the last `months` months, with the timeline, the policy and the steps in Google’s tool.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["prepareReviewDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List follow-ups (newest or oldest-waiting first)
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listFollowUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followups/of-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The follow-ups of some submissions, with their state
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["followUpsOfSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count follow-ups by status
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["countFollowUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List whom follow-ups can be assigned to: team members and people who sign in
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listFollowUpAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get follow-up figures: time to first answer and share resolved, by month and team member
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getFollowUpStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a follow-up with its messages and notes
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getFollowUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a follow-up: its status, outcome or assignee
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        patch: operations["changeFollowUp"];
        trace?: never;
    };
    "/api/follow-ups/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to the customer by email or SMS
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["replyToFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-ups/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a private note to a follow-up
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["addFollowUpNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-up/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a follow-up conversation by its link (the customer) */
        get: operations["getFollowUpConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-up/{token}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer in a follow-up conversation (the customer) */
        post: operations["answerFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-up/{token}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a follow-up conversation: nothing more is sent on it (the customer) */
        post: operations["stopFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/f/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a follow-up text's short link */
        get: operations["followFollowUpShortLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's recent deliveries
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/xero/connect-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the address that connects Xero
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getXeroConnectUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/xero/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finish connecting Xero */
        get: operations["completeXeroConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/xero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect Xero
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["disconnectXero"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/xero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive Xero's invoice events
         * @description Signed with the x-xero-signature header. Answers 200 with no body, or 401 when the signature does not match.
         */
        post: operations["receiveXeroEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/servicem8/connect-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the address that connects ServiceM8
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getServiceM8ConnectUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/servicem8/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finish connecting ServiceM8 */
        get: operations["completeServiceM8Connection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/servicem8": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect ServiceM8
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["disconnectServiceM8"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/servicem8": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive ServiceM8's job events
         * @description The address ServiceM8 was given carries the connection’s secret (hook). Answers the subscription check with its challenge, and any event with 200.
         */
        post: operations["receiveServiceM8Events"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/fergus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect Fergus with a personal access token
         * @description Fergus is asked which company the token belongs to; the token is then sealed and kept. Polled every 5 minutes.
         *
         *     Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["connectFergus"];
        post?: never;
        /**
         * Disconnect Fergus
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        delete: operations["disconnectFergus"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the job systems and their connections
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listJobSystems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the business's rules for asking from job systems
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getJobRules"];
        /**
         * Set the business's rules for asking from job systems
         * @description Confirming or withdrawing the customers' consent is an owner's; a manager may change the rest.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setJobRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/xero/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Xero's workers and the team members they are
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listXeroPeople"];
        /**
         * Match Xero's workers to team members
         * @description An invitation from a job credits the team members its workers are matched to; a worker matched to no one credits no one.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["matchXeroPeople"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/servicem8/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ServiceM8's workers and the team members they are
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listServiceM8People"];
        /**
         * Match ServiceM8's workers to team members
         * @description An invitation from a job credits the team members its workers are matched to; a worker matched to no one credits no one.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["matchServiceM8People"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/fergus/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fergus's workers and the team members they are
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listFergusPeople"];
        /**
         * Match Fergus's workers to team members
         * @description An invitation from a job credits the team members its workers are matched to; a worker matched to no one credits no one.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["matchFergusPeople"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dry run: what the rules would have done with the last jobs
         * @description Reads each connected system’s last 20 finished jobs and applies the rules. Nothing is sent or recorded.
         *
         *     Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["previewJobSystems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-systems/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each connection did with the jobs it told of
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listJobSystemActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the business's website widget settings and snippet
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getShowcase"];
        /**
         * Change the website widget: on or off, theme, layout, page address
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["updateShowcase"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the widget's key: the old snippet renders nothing from now on
         * @description Who may call it: owners of the business (an API key acts for its business, on the routes that take its scope).
         */
        post: operations["rotateShowcaseKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reviews the widget may show, with the hidden ones flagged
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["listShowcaseReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase/reviews/{source}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide a review from the widget and the public page, or show it again
         * @description Who may call it: owners and managers of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setShowcaseReviewHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase/{key}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A business's shown reviews, for its website widget (public, CORS *, cacheable) */
        get: operations["getShowcasePublicReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/w/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website widget script for a key (does nothing unless the key is switched on) */
        get: operations["getShowcaseScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/b/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A business's public review page */
        get: operations["showShowcasePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscribers */
        get: operations["listSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}/tier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a subscriber's plan */
        put: operations["setSubscriberTier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a subscriber's status */
        put: operations["setSubscriberStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a subscriber's account */
        delete: operations["deleteSubscriber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}/place-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a subscriber's Google Place ID */
        put: operations["setSubscriberPlaceId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}/lookup-place-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Look up a subscriber's Google Place ID */
        post: operations["lookUpSubscriberPlaceId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the figures across all businesses */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the server's figures */
        get: operations["getSystemMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the audit log */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List alerts */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts/system-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the system check now */
        post: operations["runSystemCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts/generate-demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create demonstration alerts */
        post: operations["createDemoAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts/clear-demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Clear the demonstration alerts */
        delete: operations["clearDemoAlerts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts/clear-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Clear all alerts */
        delete: operations["clearAllAlerts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Acknowledge or resolve an alert */
        patch: operations["updateAlert"];
        trace?: never;
    };
    "/api/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List database backups */
        get: operations["listBackups"];
        put?: never;
        /** Back up the database now */
        post: operations["createBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the system settings */
        get: operations["getSystemSettings"];
        /** Save the system settings */
        put: operations["updateSystemSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List installed modules and whether each is on */
        get: operations["listInstalledModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/modules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch a module on or off */
        put: operations["setModuleEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List discount codes */
        get: operations["listDiscountCodes"];
        put?: never;
        /** Create a discount code */
        post: operations["createDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a discount code */
        put: operations["updateDiscountCode"];
        post?: never;
        /** Delete a discount code */
        delete: operations["deleteDiscountCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscription-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the subscription figures */
        get: operations["getSubscriptionAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscription-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List subscription events */
        get: operations["listSubscriptionEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly/preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether I get the weekly report email in this business
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        get: operations["getWeeklyPreference"];
        /**
         * Start or stop my weekly report email in this business
         * @description Who may call it: owners, managers and technicians of the business (an API key acts for its business, on the routes that take its scope).
         */
        put: operations["setWeeklyPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/weekly/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stop the weekly report email (the link in each one) */
        get: operations["unsubscribeWeekly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountProfile: {
            username: string;
            displayName: string | null;
        };
        ActivityItem: {
            id: string;
            /** @description ISO 8601 date and time */
            at: string;
            action: string;
            subject: string | null;
            sentence: string;
            person: {
                id: string | null;
                name: string;
            };
        };
        ApiKey: {
            id: string;
            name: string;
            prefix: string;
            scopes: string[];
            /** @description ISO 8601 date and time */
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
        };
        Business: {
            id: string;
            name: string;
            role: components["schemas"]["Role"];
            current: boolean;
        };
        CurrentUser: {
            id: string;
            username: string;
            displayName?: string | null;
            email: string;
            isAdmin: boolean;
            /** @enum {string} */
            subscriptionTier: "free" | "professional" | "business" | "enterprise";
            businessId: string;
            /** @enum {string} */
            role: "owner" | "manager" | "technician";
            teamMemberId: string | null;
            businessCount: number;
            /** @constant */
            twoFactorNeeded?: true;
        };
        CustomerInvitation: {
            /** @description The business */
            clientId: string;
            customerName: string;
            jobDescription: string;
            jobLocation: string;
            businessName: string | null;
            /** @description JSON text: the first names of the people credited (never a team's name) */
            teamMembers: string;
            /** @description The privacy notice's sentence on where the business got the customer's details (IPP3A) */
            contactSource: string;
            /**
             * @description The language the customer's pages are in: 'en', 'mi' or 'both' (te reo first); ?lang= switches
             * @enum {string}
             */
            language: "en" | "mi" | "both";
        };
        Delivery: {
            /** @enum {string} */
            channel: "sms" | "email" | "messenger";
            /** @enum {string} */
            delivery: "sending" | "waiting" | "sent" | "failed" | "refused";
            /** @description Why it failed or was refused; null otherwise */
            reason: string | null;
        };
        Error: {
            /** @description What went wrong, as a sentence a person can act on */
            error: string;
            /** @description Field name → what is wrong with it */
            fields?: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        FollowUp: {
            id: string;
            submissionId: string;
            customerName: string;
            starRating: number;
            /** @enum {string} */
            status: "open" | "waiting" | "resolved";
            outcome: ("fixed" | "refunded" | "explained" | "no-response") | null;
            assignee: components["schemas"]["FollowUpAssignee"] | null;
            assignedToYou: boolean;
            lastMessageAt: string | null;
            waitingSince: string | null;
            stopped: boolean;
            /** @description ISO 8601 date and time */
            createdAt: string;
        };
        FollowUpAssignee: {
            /** @description The team member's id, or the account id of a person who signs in and is no team member */
            id: string;
            /** @description The team member's name, or the person's username */
            name: string;
            /** @enum {string} */
            kind: "member" | "person";
            signsIn: boolean;
        };
        FollowUpDetail: {
            id: string;
            submissionId: string;
            customerName: string;
            starRating: number;
            /** @enum {string} */
            status: "open" | "waiting" | "resolved";
            outcome: ("fixed" | "refunded" | "explained" | "no-response") | null;
            assignee: components["schemas"]["FollowUpAssignee"] | null;
            assignedToYou: boolean;
            lastMessageAt: string | null;
            waitingSince: string | null;
            stopped: boolean;
            /** @description ISO 8601 date and time */
            createdAt: string;
            contact: {
                email: string | null;
                phone: string | null;
            };
            channels: {
                email: {
                    available: boolean;
                    reason: string | null;
                };
                sms: {
                    available: boolean;
                    reason: string | null;
                };
            };
            smsGreeting: string;
            firstAnsweredAt: string | null;
            resolvedAt: string | null;
            messages: components["schemas"]["FollowUpMessage"][];
            notes: components["schemas"]["FollowUpNote"][];
        };
        FollowUpMessage: {
            id: string;
            /** @enum {string} */
            from: "business" | "customer";
            body: string;
            /** @enum {string} */
            channel: "email" | "sms" | "page" | "feedback";
            status: ("sending" | "waiting" | "sent" | "failed" | "refused") | "received";
            reason: string | null;
            /** @description ISO 8601 date and time */
            createdAt: string;
        };
        FollowUpNote: {
            id: string;
            body: string;
            author: string;
            /** @description ISO 8601 date and time */
            createdAt: string;
        };
        GoogleReview: {
            id: string;
            /** @description The reviewer's display name on Google */
            reviewer: string;
            starRating: number;
            comment: string | null;
            /** @description ISO 8601 date and time */
            createdAt: string;
            /** @description ISO 8601 date and time */
            updatedAt: string;
            reply: {
                comment: string;
                /** @description ISO 8601 date and time */
                updatedAt: string;
                /**
                 * @description Google's moderation of the reply
                 * @enum {string}
                 */
                state: "unspecified" | "pending" | "published" | "rejected";
                rejectedReason: string | null;
            } | null;
            submissionId: string | null;
            customerName?: string | null;
            removedAt: string | null;
            /** @description ISO 8601 date and time */
            lastSeenAt: string;
        };
        Invitation: {
            id: string;
            token: string;
            reviewUrl: string;
            customerName: string;
            customerEmail: string | null;
            customerPhone: string | null;
            jobDescription: string;
            jobLocation: string;
            teamMembers: string[];
            /** @description ISO 8601 date and time */
            createdAt: string;
            openedAt: string | null;
            completedAt: string | null;
            cancelledAt: string | null;
            consent: {
                /** @description ISO 8601 date and time */
                at: string;
                channels: string[];
            } | null;
            reminder: {
                /** @enum {string} */
                state: "off" | "scheduled" | "sent" | "skipped" | "done" | "cancelled";
                sent: number;
                nextAt: string | null;
                reason: string | null;
            };
            channels: {
                /** @enum {string} */
                channel: "sms" | "email" | "messenger";
                /** @enum {string} */
                status: "queued" | "sent" | "held" | "failed" | "refused";
                /** @enum {string} */
                delivery: "sending" | "waiting" | "sent" | "failed" | "refused";
                error: string | null;
                sentAt: string | null;
            }[];
        };
        JobRules: {
            /** @enum {string} */
            trigger: "completed" | "paid";
            delayMinutes: number;
            cooldownDays: number;
            minimumValue: number | null;
            excludeTag: string | null;
            /** @enum {string} */
            channel: "sms-first" | "sms" | "email";
            consentConfirmed: boolean;
            consent: {
                by: string;
                at: string;
                words: string;
            } | null;
        };
        JobSystem: {
            /** @enum {string} */
            provider: "xero" | "servicem8" | "fergus";
            available: boolean;
            connected: boolean;
            organisation: string | null;
            lastEventAt: string | null;
            problem: string | null;
        };
        JobSystemActivity: {
            /** @enum {string} */
            provider: "xero" | "servicem8" | "fergus";
            externalId: string;
            label: string;
            customerName: string;
            /** @enum {string} */
            outcome: "asked" | "held" | "skipped";
            reason: string | null;
            note: string | null;
            channel: ("sms" | "email") | null;
            sendAt: string | null;
            invitationId: string | null;
            at: string;
        };
        JobSystemPreview: {
            /** @enum {string} */
            provider: "xero" | "servicem8" | "fergus";
            externalId: string;
            label: string;
            customerName: string;
            doneAt: string;
            /** @enum {string} */
            outcome: "ask" | "skip";
            at: string | null;
            channel: ("sms" | "email") | null;
            to: string | null;
            reason: string | null;
            note: string | null;
            credits: string[];
        };
        Plan: {
            /** @enum {string} */
            id: "free" | "professional" | "business" | "enterprise";
            name: string;
            description: string;
            /** @description NZD a month (whole dollars) */
            price: number | null;
            /** @description NZD a year (whole dollars) */
            yearlyPrice: number | null;
            features: string[];
            limits: {
                /** @description null: unlimited */
                invitesPerMonth: number | null;
                /** @description null: unlimited */
                smsPerMonth: number | null;
                channels: ("sms" | "email" | "messenger")[];
                /** @enum {string} */
                customSms: "locked" | "branded" | "full";
                logo: boolean;
                competitorAnalysis: boolean;
            };
            entitlements: {
                [key: string]: number | null | boolean | string;
            };
            comingSoon: boolean;
            purchasable: boolean;
        };
        Profile: {
            businessName: string | null;
            email: string | null;
            businessPhone: string | null;
            googlePlaceId: string | null;
            /**
             * @description The spec's Place ID status of the stored value
             * @enum {string}
             */
            placeIdStatus: "not_configured" | "linked" | "invalid";
            logoUrl: string | null;
            /** @enum {string} */
            businessType: "general" | "architecture" | "construction" | "consulting" | "landscaping" | "automotive" | "healthcare" | "legal" | "hospitality" | "cleaning";
            usesPresetCriteria: boolean;
            personalExperiencePrompt: string;
            personalExperiencePlaceholder: string;
            customSmsMessage: string;
            /** @description The owner's own invitation text in te reo, STOP line last; null: none */
            customSmsMessageMi: string | null;
            /** @description The name texts use, in plain letters; null: the business name */
            smsName: string | null;
            /**
             * @description The language customers are asked in: 'en', 'mi' or 'both' (te reo first)
             * @enum {string}
             */
            customerLanguage: "en" | "mi" | "both";
            /** @enum {string} */
            smsRule: "locked" | "branded" | "full";
            /**
             * @description A text longer than one segment: 'shorten' the job in the text, or 'split' into more texts
             * @enum {string}
             */
            smsLongText: "shorten" | "split";
            /** @description Whether customers see the logo (plans without it keep the upload) */
            logoOnReviewPages: boolean;
            /** @enum {string} */
            subscriptionTier: "free" | "professional" | "business" | "enterprise";
            /** @enum {string} */
            subscriptionStatus: "active" | "paused" | "canceled" | "past_due";
            isAdmin: boolean;
            username: string;
            messengerEnabled: boolean;
            facebookPageId: string | null;
            facebookPageName: string | null;
            /** @description JSON text: the list of service types */
            serviceTypes: string;
            /** @description JSON text: the review criteria (ReviewCriteria) */
            customCriteria: string;
        } & {
            [key: string]: unknown;
        };
        PublicBusiness: {
            businessName: string | null;
            /** @enum {string} */
            businessType: "general" | "architecture" | "construction" | "consulting" | "landscaping" | "automotive" | "healthcare" | "legal" | "hospitality" | "cleaning";
            /** @description JSON text: the review criteria (ReviewCriteria) */
            customCriteria: string;
            logoUrl: string | null;
            personalExperiencePrompt: string;
            personalExperiencePlaceholder: string;
            /** @description JSON text: the list of service types */
            serviceTypes: string;
            /** @description Korero's te reo for those criteria phrases that are a preset's own, phrase → words (issue 48); an owner's own phrase is not in it and stays as written. What a customer ticks is kept as the phrase itself. */
            criteriaWords: {
                mi: {
                    [key: string]: string;
                };
            };
            /** @description Korero's te reo for personalExperiencePrompt and personalExperiencePlaceholder, each only when it is Korero's text exactly (the default prompt, a preset's placeholder), text → words (issue 48); an owner's own or edited text is not in it and stays as written. */
            experienceWords: {
                mi: {
                    [key: string]: string;
                };
            };
        };
        ReviewCriteria: {
            quality: string[];
            service: string[];
            timeliness: string[];
            communication: string[];
            value: string[];
            improvementAreas: string[];
        };
        /** @enum {string} */
        Role: "owner" | "manager" | "technician";
        ShowcaseOwnerReview: {
            /** @enum {string} */
            source: "google" | "korero";
            id: string;
            /** @description As the widget shows it: first name and initial */
            name: string;
            starRating: number;
            text: string;
            /** @description ISO 8601 date and time */
            createdAt: string;
            hidden: boolean;
            hiddenReason: ("personal-details" | "offensive" | "not-about-business") | null;
        };
        ShowcaseReview: {
            /** @description First name and initial (Google's: the author's name as Google gives it) */
            name: string;
            starRating: number;
            /** @description Plain text: the script sets it as text, never as HTML */
            text: string;
            /** @enum {string} */
            source: "google" | "korero";
            /** @description ISO 8601 date and time */
            createdAt: string;
            reply: string | null;
        };
        ShowcaseWidgetWords: {
            /** @description The BCP 47 tag of the first language shown, for the widget's lang attribute */
            lang: string;
            /** @description The locales dates are written in, best first (a browser without te reo uses the next) */
            dateLocales: string[];
            /** @description The widget's name for screen readers: "Reviews of Rangi Plumbing" */
            label: string;
            /** @description "48 reviews" */
            count: string;
            /** @description The average as a screen reader hears it: "4.6 out of 5 stars"; null without one */
            rating: string | null;
            /** @description One to five stars, as a screen reader hears them, by starRating - 1 */
            stars: string[];
            /** @description "Showing 5 of 48 reviews. Rangi Plumbing chose which reviews appear here."; null: nothing to say */
            about: string | null;
            seeAll: string;
            /** @description The badge's shorter "See them on Google" */
            seeThem: string;
            onGoogle: string;
            byKorero: string;
            /** @description Put before a reply: "Reply from Rangi Plumbing:" */
            replyFrom: string;
            recent: string;
            readMore: string;
            showLess: string;
            previous: string;
            next: string;
        };
        StaffInvitationPreview: {
            businessName: string;
            /** @enum {string} */
            role: "manager" | "technician";
            inviter: string | null;
            /** @description ISO 8601 date and time */
            expiresAt: string;
        };
        StaffInvitationSummary: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "manager" | "technician";
            invitedBy: string | null;
            /** @description ISO 8601 date and time */
            createdAt: string;
            /** @description ISO 8601 date and time */
            sentAt: string;
            /** @description ISO 8601 date and time */
            expiresAt: string;
            expired: boolean;
        };
        StaffMember: {
            id: string;
            name: string;
            username: string;
            email: string;
            role: components["schemas"]["Role"];
            teamMemberId: string | null;
            lastSeenAt: string | null;
        };
        Submission: {
            id: string;
            starRating: number;
            /** @description ISO 8601 date and time */
            timestamp: string;
            customerName: string;
            /** @enum {string} */
            source: "invite" | "simple";
            jobDescription: string | null;
            jobLocation: string | null;
            jobReference: string | null;
            /** @description JSON text: the list of team members credited */
            teamMembers: string;
            /** @description JSON text: the ids of the ticked feedback items */
            selectedFeedback: string;
            /** @description The ticked items as the customer saw them */
            feedbackLabels: {
                id: string;
                text: string;
                /** @enum {string} */
                kind: "positive" | "improvement";
                category: string;
            }[];
            /** @description JSON text: the 1–10 scores by name */
            ratingScores: string;
            reviewerText: string;
            /** @description JSON text: the addresses of the photos */
            photoUrls: string;
            satisfaction: string | null;
            /** @enum {string} */
            destination: "google" | "private" | "undecided";
            review: {
                id: string;
                aiGeneratedText: string;
                reviewerApprovedText: string;
                googleReviewUrl: string | null;
                postedAt: string | null;
            } | null;
            privateFeedback: {
                id: string;
                details: string;
                email: string | null;
                /** @description ISO 8601 date and time */
                createdAt: string;
            }[];
            googleReview: {
                id: string;
                /** @description ISO 8601 date and time */
                matchedAt: string;
                /** @description When Google stopped showing it */
                removedAt: string | null;
            } | null;
            showOnWebsite: boolean;
        };
        SubscriptionStatus: {
            /**
             * @description The tier whose limits apply now
             * @enum {string}
             */
            tier: "free" | "professional" | "business" | "enterprise";
            /**
             * @description The tier subscribed to, even while paused or overdue
             * @enum {string}
             */
            subscribedTier: "free" | "professional" | "business" | "enterprise";
            hasSubscription: boolean;
            /** @enum {string} */
            status: "active" | "paused" | "canceled" | "past_due";
            cancelAtPeriodEnd: boolean;
            currentPeriodEnd: string | null;
            interval: ("month" | "year") | null;
            /** @description Bought through a checkout (so it can be cancelled here), not assigned by an administrator */
            selfServe: boolean;
        };
        Team: {
            id: string;
            name: string;
            description: string | null;
            /** @description ISO 8601 date and time */
            createdAt: string;
            memberCount: number;
        };
        TeamMember: {
            id: string;
            teamId: string;
            name: string;
            role: string | null;
            /** @description ISO 8601 date and time */
            createdAt: string;
        };
        TwoFactorRequired: {
            /** @constant */
            twoFactorRequired: true;
            methods: ("totp" | "passkey")[];
        };
        WeeklyPreference: {
            enabled: boolean;
            /** @enum {string} */
            kind: "business" | "technician";
            isDefault: boolean;
        };
    };
    responses: {
        /** @description The request is not valid: `error` says why, `fields` which field is wrong. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No session and no API key, or one that has ended. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Refused: an API key without this route's scope (or on a route keys cannot use), a request from another website, a role in the business that this operation does not take (`x-korero-roles`), or, on administration routes, an account that is not an administrator. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing by that id for this business, or the module that serves the route is switched off. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than this route accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests (an API key may make 120 calls a minute): wait, then try again. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request was refused: `error` says why. */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Korero could not answer: 503 while in maintenance or shutting down. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "postgresql" | "pglite";
                        uptimeSeconds: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "degraded";
                        /** @enum {string} */
                        database: "down";
                        error: string;
                    } | {
                        /** @enum {string} */
                        status: "stopping";
                        error: string;
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
            "4XX": components["responses"]["Refused"];
        };
    };
    listModules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            title: string;
                            remoteEntry: string | null;
                            nav: {
                                to: string;
                                label: string;
                                order?: number;
                                mobile?: boolean;
                                /** @enum {string} */
                                access?: "user" | "admin";
                                roles?: ("owner" | "manager" | "technician")[];
                            }[];
                            links: ({
                                /** @enum {string} */
                                slot: "footer.links" | "auth.agreements" | "adminSetup.done";
                                to: string;
                                label: string;
                                order?: number;
                            } | {
                                /** @enum {string} */
                                slot: "auth.afterSignUp";
                                to: string;
                                order?: number;
                            })[];
                            pages: string[];
                            slots: string[];
                            openInMaintenance: string[];
                        }[];
                        offPages: string[];
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
            "4XX": components["responses"]["Refused"];
        };
    };
    getSystemStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            siteName: string;
                            siteDescription: string;
                            supportEmail: string;
                            maintenance: {
                                on: boolean;
                                message: string;
                                openToYou: boolean;
                            };
                        };
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
            "4XX": components["responses"]["Refused"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrentUser"] | null;
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
            "4XX": components["responses"]["Refused"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"] | components["schemas"]["TwoFactorRequired"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAdminSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: boolean;
                            isAdmin: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    claimAdminSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    loginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastUsedAt: string | null;
                        };
                        recoveryCodes?: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    loginPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    loginPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBusinessSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            staffTwoFactor: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setBusinessSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    staffTwoFactor: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            staffTwoFactor: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            totp: boolean;
                            passkeys: {
                                id: string;
                                name: string;
                                /** @description ISO 8601 date and time */
                                createdAt: string;
                                lastUsedAt: string | null;
                            }[];
                            recoveryCodesLeft: number;
                            required: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            otpauthUrl: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    turnOffTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    newRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything Korero keeps for the account, as a file to save */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @enum {string} */
                    confirm: "DELETE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        scopes: {
                            scope: string;
                            description: string;
                            module: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            prefix: string;
                            scopes: string[];
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            /** @description shown this once: store it in the other system now */
                            key: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listActivity: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ActivityItem"][];
                        pagination: {
                            page: number;
                            limit: number;
                            totalCount: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Business"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Business"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    switchBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStaffInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffInvitationSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    inviteStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "manager" | "technician";
                    teamMemberId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            acceptUrl: string;
                            /** @description ISO 8601 date and time */
                            expiresAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resendStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            acceptUrl: string;
                            /** @description ISO 8601 date and time */
                            expiresAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    revokeStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    previewStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffInvitationPreview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    acceptStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    username?: string;
                    password?: string;
                    displayName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removeStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changeStaffRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "manager" | "technician";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            channel: "sms" | "email" | "messenger";
                            recipient: string;
                            subject: string | null;
                            text: string;
                            /** @enum {string} */
                            status: "queued" | "sent" | "held" | "failed" | "refused";
                            error: string | null;
                            purpose: string;
                            attempts: number;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            sentAt: string | null;
                        }[];
                        providers: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
            "4XX": components["responses"]["Refused"];
        };
    };
    getApiReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "5XX": components["responses"]["ServerError"];
            "4XX": components["responses"]["Refused"];
        };
    };
    getApiReferenceFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "swagger-ui.css" | "index.css" | "swagger-ui-bundle.js" | "swagger-ui-standalone-preset.js" | "favicon-32x32.png" | "initializer.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus exposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showUnsubscribePage: {
        parameters: {
            query?: {
                token?: string;
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying what happened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: {
                token?: string;
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    "List-Unsubscribe"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A page saying what happened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    undoUnsubscribe: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    "List-Unsubscribe"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A page saying what happened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveTwilioSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An empty TwiML answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyMessengerWebhook: {
        parameters: {
            query?: {
                "hub.mode"?: string;
                "hub.verify_token"?: string;
                "hub.challenge"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Meta's challenge, echoed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveMessengerEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description EVENT_RECEIVED */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        eventId: string;
                        type: string;
                        handled: boolean;
                        duplicate: boolean;
                        businessId: string | null;
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfileSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    businessType?: "general" | "architecture" | "construction" | "consulting" | "landscaping" | "automotive" | "healthcare" | "legal" | "hospitality" | "cleaning";
                    customCriteria?: string;
                    personalExperiencePrompt?: string;
                    personalExperiencePlaceholder?: string;
                    customSmsMessage?: string;
                    customSmsMessageMi?: string | null;
                    logoUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    email: string;
                    businessPhone?: string | null;
                    googlePlaceId?: string | null;
                    logoUrl?: string | null;
                    serviceTypes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setSmsLongText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    smsLongText: "shorten" | "split";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            smsLongText: "shorten" | "split";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setSmsName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    smsName: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            smsName: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setCustomerLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "mi" | "both";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            language: "en" | "mi" | "both";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setProfileLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    logoUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            logoUrl: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invitesSent: number;
                            /** @description Reviews answering invitations (the public link has its own counts) */
                            reviewsGenerated: number;
                            averageRating: number;
                            /** @description Invitation responses ÷ invitations sent, whole percent */
                            responseRate: number;
                            publicLink: {
                                submissions: number;
                                averageRating: number;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listBusinessTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            id: "general" | "architecture" | "construction" | "consulting" | "landscaping" | "automotive" | "healthcare" | "legal" | "hospitality" | "cleaning";
                            name: string;
                            description: string;
                            placeholder: string;
                            criteria: components["schemas"]["ReviewCriteria"];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPublicProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicBusiness"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createLogoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Where to PUT the image bytes (single use, 10 minutes) */
                        uploadURL: string;
                        /** @description The public path to save on the profile once uploaded */
                        logoUrl: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    searchPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    location?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        data: {
                            candidates: {
                                name: string;
                                place_id: string;
                                formatted_address: string;
                                rating?: number;
                                user_ratings_total?: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestPlaceIdHelp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    businessName: string;
                    businessAddress: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                        message: string;
                        /** @enum {string} */
                        delivery: "sending" | "waiting" | "sent" | "failed" | "refused";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo (JPEG or PNG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Team"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeamMember"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamId: string;
                    name: string;
                    role?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeamMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamId?: string;
                    name?: string;
                    role?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TeamMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDemoVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            /** @description Minutes and seconds, as "5:35" */
                            duration: string;
                            /** @enum {string} */
                            difficulty: "Beginner" | "Intermediate" | "Advanced";
                            /** @enum {string} */
                            category: "setup" | "features" | "integrations" | "analytics";
                            icon: string;
                            /** @description Where the video plays: a YouTube or Vimeo address, or an https link to a video file */
                            url: string;
                        }[];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFacebookStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            configured: boolean;
                            connected: boolean;
                            pageId: string | null;
                            pageName: string | null;
                            problem: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFacebookAuthUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        authUrl: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeFacebookConnection: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_reason?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page for the Facebook sign-in popup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    chooseFacebookPage: {
        parameters: {
            query: {
                state: string;
                page: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page for the Facebook sign-in popup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    disconnectFacebook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFacebookContacts: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            profile_pic: string | null;
                            lastMessageAt: string | null;
                            canMessage: boolean;
                            reason: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listInvites: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"][];
                        pagination: {
                            page: number;
                            limit: number;
                            totalCount: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createInvite: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerName: string;
                    customerEmail?: string | null;
                    customerPhone?: string | null;
                    facebookUserId?: string | null;
                    /**
                     * @default sms
                     * @enum {string}
                     */
                    messageChannel?: "sms" | "messenger";
                    reference?: string | null;
                    jobDescription: string;
                    jobLocation: string;
                    /** @default false */
                    sendSms?: boolean;
                    /** @default false */
                    sendEmail?: boolean;
                    /** @default false */
                    sendMessenger?: boolean;
                    teamMembers?: string;
                    consent?: boolean;
                    /** @enum {string} */
                    language?: "en" | "mi" | "both";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inviteToken: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            facebookUserId: string | null;
                            reviewUrl: string;
                            deliveries: components["schemas"]["Delivery"][];
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inviteToken: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            facebookUserId: string | null;
                            reviewUrl: string;
                            deliveries: components["schemas"]["Delivery"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMyInviteFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            month: {
                                label: string;
                                sent: number;
                                opened: number;
                                completed: number;
                            };
                            allTime: {
                                sent: number;
                                opened: number;
                                completed: number;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reminders: number;
                            afterDays: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateReminderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reminders: 0 | 1 | 2;
                    afterDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reminders: number;
                            afterDays: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInviteUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            month: string;
                            /** @description ISO 8601 date and time */
                            resetsAt: string;
                            planName: string;
                            invitesThisMonth: number;
                            smsThisMonth: number;
                            invitesLimit: number | null;
                            smsLimit: number | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvitationByToken: {
        parameters: {
            query?: {
                from?: string;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomerInvitation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvitationQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of the review link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    followShortLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect to the customer's review page */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReviewCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transcription: boolean;
                            drafter: string;
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    draftReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    starRating: number;
                    /** @default [] */
                    selectedFeedback?: string[];
                    /** @default {} */
                    ratingScores?: {
                        overall?: number | null;
                        quality?: number | null;
                        timeliness?: number | null;
                        communication?: number | null;
                        value?: number | null;
                    };
                    /** @default  */
                    reviewerText?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            generatedText: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubmittedReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            submissionId: string;
                            reviewId: string;
                            /** @enum {string} */
                            destination: "google" | "private";
                            starRating: number;
                            /** @description The text the customer approved */
                            text: string;
                            googleReviewUrl: string | null;
                            /** @description When they went to post it on Google */
                            postedAt: string | null;
                            /** @description The business may show it on its website (the customer can take it down) */
                            showOnWebsite: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    starRating: number;
                    /** @default [] */
                    selectedFeedback?: string[];
                    /** @default {} */
                    ratingScores?: {
                        overall?: number | null;
                        quality?: number | null;
                        timeliness?: number | null;
                        communication?: number | null;
                        value?: number | null;
                    };
                    /** @default  */
                    reviewerText?: string;
                    generatedReview: string;
                    voiceRecordingUrl?: string | null;
                    /** @default false */
                    usedVoice?: boolean;
                    /** @default [] */
                    photoUrls?: string[];
                    /** @enum {string} */
                    reviewDestination: "google" | "private";
                    /** @enum {boolean} */
                    consent: true;
                    /**
                     * @description The customer agreed the business may show this review and their first name on its website
                     * @default false
                     */
                    showOnWebsite?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            googleReviewUrl: string | null;
                            generatedText: string;
                            submissionId: string;
                            reviewId: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    transcribeAudio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    audioUrl: string;
                    inviteToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transcription: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReviewForm: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            businessName: string | null;
                            logoUrl: string | null;
                            /** @description The privacy notice's sentence on where the details came from: the customer, on this form */
                            contactSource: string;
                            /**
                             * @description The business's language for its customers: 'en', 'mi' or 'both' (te reo first)
                             * @enum {string}
                             */
                            language: "en" | "mi" | "both";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitSimpleReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    satisfaction: "Very Satisfied" | "Satisfied" | "Neutral" | "Dissatisfied" | "Very Dissatisfied";
                    /** @default [] */
                    feedback?: ("Fast Service" | "Professional" | "Affordable" | "Reliable" | "Quality Work" | "Friendly")[];
                    /** @default  */
                    comments?: string;
                    rating: number;
                    /** @default  */
                    key?: string;
                    clientId?: string | null;
                    jobId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirectToFeedback: boolean;
                        submissionId: string;
                        businessName: string | null;
                        googlePlaceId: string | null;
                        data: {
                            googlePlaceId: string | null;
                        };
                        review: {
                            id: string;
                        };
                        editToken: string;
                        /** @description ISO 8601 date and time */
                        editTokenExpiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitPrivateFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    details: string;
                    email?: string | null;
                    consent?: boolean;
                    /** @description The customer agreed the business may show this review and their first name on its website */
                    showOnWebsite?: boolean;
                    submissionId: string;
                    /** @default  */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReviewPreview: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            reviewerApprovedText: string;
                            aiGeneratedText: string;
                            starRating: number;
                            businessName: string | null;
                            /** @description The business's logo, when its plan shows one */
                            logoUrl: string | null;
                            googleReviewUrl: string | null;
                            submissionId: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    editReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    editedText: string;
                    /** @default  */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    markReviewPosted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    googleReviewUrl?: string | null;
                    consent?: boolean;
                    /** @description The customer agreed the business may show this review and their first name on its website */
                    showOnWebsite?: boolean;
                    /** @default  */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    takeDownReviewFromWebsite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                rating?: string;
                destination?: "google" | "private" | "undecided";
                member?: string;
                from?: string;
                to?: string;
                q?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Submission"][];
                        pagination: {
                            page: number;
                            limit: number;
                            totalCount: number;
                            totalPages: number;
                            nextCursor: string | null;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Submission"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCreditedMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubmissionPhoto: {
        parameters: {
            query?: {
                download?: string;
            };
            header?: never;
            path: {
                id: string;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo (JPEG, PNG or WebP) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            submissionId: string;
                            aiGeneratedText: string;
                            reviewerApprovedText: string;
                            googleReviewUrl: string | null;
                            postedAt: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listReviewActivity: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            starRating: number;
                            customerName: string;
                            jobDescription: string | null;
                            /** @enum {string} */
                            destination: "google" | "private" | "undecided";
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPublicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            key: string;
                            /** @description The simple form, opened with this key */
                            url: string;
                            /** @description ISO 8601 date and time */
                            updatedAt: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePublicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            key: string;
                            /** @description The simple form, opened with this key */
                            url: string;
                            /** @description ISO 8601 date and time */
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rotatePublicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            key: string;
                            /** @description The simple form, opened with this key */
                            url: string;
                            /** @description ISO 8601 date and time */
                            updatedAt: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showReviewPage: {
        parameters: {
            query?: {
                via?: string;
                lang?: string;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showCustomerReviewPage: {
        parameters: {
            query?: {
                via?: string;
                lang?: string;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showReviewForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showFeedbackPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showReviewPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Plan"][];
                        entitlements: {
                            key: string;
                            /** @enum {string} */
                            kind: "limit" | "feature" | "choice";
                            label: string;
                            order: number;
                            unit?: string;
                            options?: {
                                [key: string]: string | null;
                            };
                        }[];
                        supportEmail: string;
                        /** @enum {string} */
                        paymentProvider: "stripe" | "test" | "none";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tierId: string;
                    /** @default false */
                    yearly?: boolean;
                    discountCodeId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutUrl: string;
                        sessionId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmSubscription: {
        parameters: {
            query: {
                session_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: {
                            /** @enum {string} */
                            tier: "free" | "professional" | "business" | "enterprise";
                            /** @enum {string} */
                            status: "active" | "paused" | "canceled" | "past_due";
                            currentPeriodEnd: string | null;
                        };
                        discount: {
                            code: string;
                            applied: boolean;
                        } | null;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        subscription: components["schemas"]["SubscriptionStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendTestPaymentReminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipient: string;
                        /** @enum {string} */
                        delivery: "sending" | "waiting" | "sent" | "failed" | "refused";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sessionId: string;
                            planName: string;
                            /** @enum {string} */
                            tier: "free" | "professional" | "business" | "enterprise";
                            yearly: boolean;
                            /** @description NZD cents */
                            amount: number;
                            /** @description NZD cents */
                            amountDue: number;
                            discount: {
                                code: string;
                                description: string | null;
                                /** @enum {string} */
                                discountType: "percentage" | "fixed_amount" | "free_trial";
                                discountValue: number;
                                freeTrialDays: number;
                            } | null;
                            /** @enum {string} */
                            status: "open" | "complete" | "expired";
                            /** @description ISO 8601 date and time */
                            expiresAt: string;
                            successPath: string;
                            cancelPath: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default professional */
                    targetTier?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            discountType: "percentage" | "fixed_amount" | "free_trial";
                            /** @description Percent off, or NZD cents off */
                            discountValue: number;
                            freeTrialDays: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getGooglePostedRate: {
        parameters: {
            query?: {
                timeRange?: "1m" | "3m" | "6m" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: {
                                choseGoogle: number;
                                posted: number;
                                rate: number | null;
                            };
                            byMonth: {
                                choseGoogle: number;
                                posted: number;
                                rate: number | null;
                                /** @description YYYY-MM, New Zealand time */
                                month: string;
                            }[];
                            byChannel: {
                                choseGoogle: number;
                                posted: number;
                                rate: number | null;
                                /** @description sms, email, messenger, link, qr, or review-link */
                                channel: string;
                            }[];
                            byMember: {
                                choseGoogle: number;
                                posted: number;
                                rate: number | null;
                                member: string;
                            }[];
                            medianDaysToPost: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getGoogleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            configured: boolean;
                            connected: boolean;
                            location: {
                                name: string;
                                title: string;
                                placeId: string | null;
                            } | null;
                            locations: {
                                name: string;
                                title: string;
                                placeId: string | null;
                            }[];
                            lastSyncAt: string | null;
                            error: {
                                message: string;
                                reconnect: boolean;
                                /** @description ISO 8601 date and time */
                                at: string;
                            } | null;
                            notify: {
                                lowRatings: boolean;
                                dailyDigest: boolean;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getGoogleConnectUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeGoogleConnection: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                scope?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page for the Google sign-in popup, or a redirect back to Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    chooseGoogleLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    syncGoogleReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    disconnectGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateGoogleNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lowRatings?: boolean;
                    dailyDigest?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listGoogleReviews: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description true: answered (a reply Google has not rejected); false: waiting for an answer, a rejected reply included */
                answered?: "true" | "false";
                rating?: string;
                from?: string;
                to?: string;
                q?: string;
                removed?: "true" | "false" | "only";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GoogleReview"][];
                        total: number;
                        page: number;
                        limit: number;
                        nextCursor: string | null;
                        totalCapped: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replyToGoogleReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GoogleReview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteGoogleReviewReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GoogleReview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    suggestGoogleReviewReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            comment: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getGoogleSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            connected: boolean;
                            averageRating: number | null;
                            totalReviews: number;
                            unanswered: number;
                            waiting: components["schemas"]["GoogleReview"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCompetitorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            included: boolean;
                            automatic: boolean;
                            placeIdLinked: boolean;
                            includedIn: string[];
                            comingSoonIn: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCompetitorAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastUpdated: string | null;
                            /** @enum {string} */
                            status: "running" | "ready" | "failed";
                            error: string | null;
                            nextRefreshAt: string | null;
                            radiusKm: number;
                            analyser: string;
                            own: {
                                name: string;
                                google: {
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    /** @enum {string} */
                                    from: "places" | "google-sync";
                                    syncedAt?: string | null;
                                } | null;
                                googleUnknown: ("no-places" | "no-place-id" | "not-found") | null;
                                korero: {
                                    averageRating: number | null;
                                    totalReviews: number;
                                };
                            } | null;
                            marketInsights: {
                                topPerformingKeywords: {
                                    text: string;
                                    mentions: number;
                                }[];
                                serviceGaps: {
                                    text: string;
                                    mentions: number;
                                }[];
                                recommendedImprovements: {
                                    text: string;
                                    mentions: number;
                                }[];
                                reviewsRead: number;
                                /** @enum {string} */
                                basis: "competitors" | "own-reviews";
                            };
                            competitors: {
                                id: string;
                                competitorName: string;
                                address: string | null;
                                averageRating: number | null;
                                totalReviews: number | null;
                                /** @description ISO 8601 date and time */
                                lastAnalyzed: string;
                                /** @enum {string} */
                                source: "google" | "added" | "manual";
                                asOf: string | null;
                                reviewsRead: number;
                                commonPraise: {
                                    text: string;
                                    mentions: number;
                                }[];
                                commonComplaints: {
                                    text: string;
                                    mentions: number;
                                }[];
                                strengthAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                                opportunityAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                            }[];
                            pending: {
                                id: string;
                                competitorName: string;
                            }[];
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDashboardCompetitorAnalysis: {
        parameters: {
            query?: {
                refreshTrigger?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastUpdated: string | null;
                            /** @enum {string} */
                            status: "running" | "ready" | "failed";
                            error: string | null;
                            nextRefreshAt: string | null;
                            radiusKm: number;
                            analyser: string;
                            own: {
                                name: string;
                                google: {
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    /** @enum {string} */
                                    from: "places" | "google-sync";
                                    syncedAt?: string | null;
                                } | null;
                                googleUnknown: ("no-places" | "no-place-id" | "not-found") | null;
                                korero: {
                                    averageRating: number | null;
                                    totalReviews: number;
                                };
                            } | null;
                            marketInsights: {
                                topPerformingKeywords: {
                                    text: string;
                                    mentions: number;
                                }[];
                                serviceGaps: {
                                    text: string;
                                    mentions: number;
                                }[];
                                recommendedImprovements: {
                                    text: string;
                                    mentions: number;
                                }[];
                                reviewsRead: number;
                                /** @enum {string} */
                                basis: "competitors" | "own-reviews";
                            };
                            competitors: {
                                id: string;
                                competitorName: string;
                                address: string | null;
                                averageRating: number | null;
                                totalReviews: number | null;
                                /** @description ISO 8601 date and time */
                                lastAnalyzed: string;
                                /** @enum {string} */
                                source: "google" | "added" | "manual";
                                asOf: string | null;
                                reviewsRead: number;
                                commonPraise: {
                                    text: string;
                                    mentions: number;
                                }[];
                                commonComplaints: {
                                    text: string;
                                    mentions: number;
                                }[];
                                strengthAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                                opportunityAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                            }[];
                            pending: {
                                id: string;
                                competitorName: string;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    analyzeCompetitors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastUpdated: string | null;
                            /** @enum {string} */
                            status: "running" | "ready" | "failed";
                            error: string | null;
                            nextRefreshAt: string | null;
                            radiusKm: number;
                            analyser: string;
                            own: {
                                name: string;
                                google: {
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    /** @enum {string} */
                                    from: "places" | "google-sync";
                                    syncedAt?: string | null;
                                } | null;
                                googleUnknown: ("no-places" | "no-place-id" | "not-found") | null;
                                korero: {
                                    averageRating: number | null;
                                    totalReviews: number;
                                };
                            } | null;
                            marketInsights: {
                                topPerformingKeywords: {
                                    text: string;
                                    mentions: number;
                                }[];
                                serviceGaps: {
                                    text: string;
                                    mentions: number;
                                }[];
                                recommendedImprovements: {
                                    text: string;
                                    mentions: number;
                                }[];
                                reviewsRead: number;
                                /** @enum {string} */
                                basis: "competitors" | "own-reviews";
                            };
                            competitors: {
                                id: string;
                                competitorName: string;
                                address: string | null;
                                averageRating: number | null;
                                totalReviews: number | null;
                                /** @description ISO 8601 date and time */
                                lastAnalyzed: string;
                                /** @enum {string} */
                                source: "google" | "added" | "manual";
                                asOf: string | null;
                                reviewsRead: number;
                                commonPraise: {
                                    text: string;
                                    mentions: number;
                                }[];
                                commonComplaints: {
                                    text: string;
                                    mentions: number;
                                }[];
                                strengthAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                                opportunityAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                            }[];
                            pending: {
                                id: string;
                                competitorName: string;
                            }[];
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCompetitorSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    radiusKm: 5 | 10 | 25;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastUpdated: string | null;
                            /** @enum {string} */
                            status: "running" | "ready" | "failed";
                            error: string | null;
                            nextRefreshAt: string | null;
                            radiusKm: number;
                            analyser: string;
                            own: {
                                name: string;
                                google: {
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    /** @enum {string} */
                                    from: "places" | "google-sync";
                                    syncedAt?: string | null;
                                } | null;
                                googleUnknown: ("no-places" | "no-place-id" | "not-found") | null;
                                korero: {
                                    averageRating: number | null;
                                    totalReviews: number;
                                };
                            } | null;
                            marketInsights: {
                                topPerformingKeywords: {
                                    text: string;
                                    mentions: number;
                                }[];
                                serviceGaps: {
                                    text: string;
                                    mentions: number;
                                }[];
                                recommendedImprovements: {
                                    text: string;
                                    mentions: number;
                                }[];
                                reviewsRead: number;
                                /** @enum {string} */
                                basis: "competitors" | "own-reviews";
                            };
                            competitors: {
                                id: string;
                                competitorName: string;
                                address: string | null;
                                averageRating: number | null;
                                totalReviews: number | null;
                                /** @description ISO 8601 date and time */
                                lastAnalyzed: string;
                                /** @enum {string} */
                                source: "google" | "added" | "manual";
                                asOf: string | null;
                                reviewsRead: number;
                                commonPraise: {
                                    text: string;
                                    mentions: number;
                                }[];
                                commonComplaints: {
                                    text: string;
                                    mentions: number;
                                }[];
                                strengthAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                                opportunityAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                            }[];
                            pending: {
                                id: string;
                                competitorName: string;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addCompetitor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    placeId: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addCompetitorManually: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    averageRating: number;
                    totalReviews: number;
                    /** Format: date */
                    asOf: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastUpdated: string | null;
                            /** @enum {string} */
                            status: "running" | "ready" | "failed";
                            error: string | null;
                            nextRefreshAt: string | null;
                            radiusKm: number;
                            analyser: string;
                            own: {
                                name: string;
                                google: {
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    /** @enum {string} */
                                    from: "places" | "google-sync";
                                    syncedAt?: string | null;
                                } | null;
                                googleUnknown: ("no-places" | "no-place-id" | "not-found") | null;
                                korero: {
                                    averageRating: number | null;
                                    totalReviews: number;
                                };
                            } | null;
                            marketInsights: {
                                topPerformingKeywords: {
                                    text: string;
                                    mentions: number;
                                }[];
                                serviceGaps: {
                                    text: string;
                                    mentions: number;
                                }[];
                                recommendedImprovements: {
                                    text: string;
                                    mentions: number;
                                }[];
                                reviewsRead: number;
                                /** @enum {string} */
                                basis: "competitors" | "own-reviews";
                            };
                            competitors: {
                                id: string;
                                competitorName: string;
                                address: string | null;
                                averageRating: number | null;
                                totalReviews: number | null;
                                /** @description ISO 8601 date and time */
                                lastAnalyzed: string;
                                /** @enum {string} */
                                source: "google" | "added" | "manual";
                                asOf: string | null;
                                reviewsRead: number;
                                commonPraise: {
                                    text: string;
                                    mentions: number;
                                }[];
                                commonComplaints: {
                                    text: string;
                                    mentions: number;
                                }[];
                                strengthAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                                opportunityAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                            }[];
                            pending: {
                                id: string;
                                competitorName: string;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCompetitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastUpdated: string | null;
                            /** @enum {string} */
                            status: "running" | "ready" | "failed";
                            error: string | null;
                            nextRefreshAt: string | null;
                            radiusKm: number;
                            analyser: string;
                            own: {
                                name: string;
                                google: {
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    /** @enum {string} */
                                    from: "places" | "google-sync";
                                    syncedAt?: string | null;
                                } | null;
                                googleUnknown: ("no-places" | "no-place-id" | "not-found") | null;
                                korero: {
                                    averageRating: number | null;
                                    totalReviews: number;
                                };
                            } | null;
                            marketInsights: {
                                topPerformingKeywords: {
                                    text: string;
                                    mentions: number;
                                }[];
                                serviceGaps: {
                                    text: string;
                                    mentions: number;
                                }[];
                                recommendedImprovements: {
                                    text: string;
                                    mentions: number;
                                }[];
                                reviewsRead: number;
                                /** @enum {string} */
                                basis: "competitors" | "own-reviews";
                            };
                            competitors: {
                                id: string;
                                competitorName: string;
                                address: string | null;
                                averageRating: number | null;
                                totalReviews: number | null;
                                /** @description ISO 8601 date and time */
                                lastAnalyzed: string;
                                /** @enum {string} */
                                source: "google" | "added" | "manual";
                                asOf: string | null;
                                reviewsRead: number;
                                commonPraise: {
                                    text: string;
                                    mentions: number;
                                }[];
                                commonComplaints: {
                                    text: string;
                                    mentions: number;
                                }[];
                                strengthAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                                opportunityAreas: {
                                    text: string;
                                    mentions: number;
                                }[];
                            }[];
                            pending: {
                                id: string;
                                competitorName: string;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                timeRange?: "1m" | "3m" | "6m" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            timeRange: "1m" | "3m" | "6m" | "1y";
                            from: string;
                            to: string;
                            totalReviews: number;
                            reviewVolumeTrend: number | null;
                            averageRating: number | null;
                            ratingTrend: number | null;
                            completionRate: number | null;
                            responseTime: number | null;
                            monthlyStats: {
                                month: string;
                                label: string;
                                reviews: number;
                                rating: number | null;
                            }[];
                            topFeedbackCategories: {
                                category: string;
                                count: number;
                                percentage: number;
                            }[];
                            feedbackItems: {
                                id: string;
                                text: string;
                                category: string;
                                /** @enum {string} */
                                kind: "positive" | "improvement";
                                count: number;
                                percentage: number;
                            }[];
                            competitorComparison: {
                                marketPosition: string;
                                averageCompetitorRating: number;
                                reviewAdvantage: number;
                            } | null;
                            competitorSummary: {
                                lastUpdated: string | null;
                                competitors: {
                                    name: string;
                                    averageRating: number | null;
                                    totalReviews: number | null;
                                    strengths: {
                                        text: string;
                                        mentions: number;
                                    }[];
                                    opportunities: {
                                        text: string;
                                        mentions: number;
                                    }[];
                                }[];
                            } | null;
                            performance: {
                                funnel: {
                                    sent: number;
                                    opened: number;
                                    started: number;
                                    completed: number;
                                };
                                destinations: {
                                    /** @enum {string} */
                                    band: "3" | "4" | "5" | "1-2";
                                    google: number;
                                    private: number;
                                    undecided: number;
                                }[];
                                medianWords: number | null;
                                withPhotos: number;
                                withVoice: number;
                                channels: {
                                    /** @enum {string} */
                                    channel: "sms" | "email" | "messenger" | "link" | "qr";
                                    sent: number;
                                    opened: number;
                                    completed: number;
                                }[];
                                members: {
                                    name: string;
                                    invitations: number;
                                    completed: number;
                                    reviews: number;
                                    averageRating: number | null;
                                }[];
                                teams: {
                                    name: string;
                                    invitations: number;
                                    completed: number;
                                    reviews: number;
                                    averageRating: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAnalyticsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            totalReviews: number;
                            privateFeedback: number;
                            averageRating: number | null;
                            completionRate: number | null;
                            months: {
                                month: string;
                                label: string;
                                reviews: number;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportMonthlyAnalytics: {
        parameters: {
            query?: {
                timeRange?: "1m" | "3m" | "6m" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reviews and average rating per month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportSubmissions: {
        parameters: {
            query?: {
                timeRange?: "1m" | "3m" | "6m" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reviews behind the figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                outcome?: "pending" | "invited" | "skipped";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            externalId: string | null;
                            jobDate: string;
                            customerName: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            description: string;
                            location: string | null;
                            technicians: string[];
                            /** @enum {string} */
                            outcome: "pending" | "invited" | "skipped";
                            inviteId: string | null;
                            invitedAt: string | null;
                            skipReason: string | null;
                            skipNote: string | null;
                            source: string;
                            /** @description What names where its customer came from: the person who typed it, the CSV file and when, the API key, the job system */
                            sourceLabel: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalCount: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobDate: string;
                    customerName: string;
                    customerPhone?: string | null;
                    customerEmail?: string | null;
                    description: string;
                    location?: string | null;
                    /** @default [] */
                    technicians?: string[];
                    externalId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            externalId: string | null;
                            jobDate: string;
                            customerName: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            description: string;
                            location: string | null;
                            technicians: string[];
                            /** @enum {string} */
                            outcome: "pending" | "invited" | "skipped";
                            inviteId: string | null;
                            invitedAt: string | null;
                            skipReason: string | null;
                            skipNote: string | null;
                            source: string;
                            /** @description What names where its customer came from: the person who typed it, the CSV file and when, the API key, the job system */
                            sourceLabel: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        };
                        created: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            externalId: string | null;
                            jobDate: string;
                            customerName: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            description: string;
                            location: string | null;
                            technicians: string[];
                            /** @enum {string} */
                            outcome: "pending" | "invited" | "skipped";
                            inviteId: string | null;
                            invitedAt: string | null;
                            skipReason: string | null;
                            skipNote: string | null;
                            source: string;
                            /** @description What names where its customer came from: the person who typed it, the CSV file and when, the API key, the job system */
                            sourceLabel: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        };
                        created: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    importJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    mapping: {
                        jobDate: string;
                        customerName: string;
                        description: string;
                        customerPhone?: string;
                        customerEmail?: string;
                        location?: string;
                        technicians?: string;
                        externalId?: string;
                    };
                    /** @default false */
                    dryRun?: boolean;
                    fileName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rows: number;
                            imported: number;
                            duplicates: number;
                            errors: {
                                line: number;
                                reason: string;
                            }[];
                            dryRun: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobDate: string;
                    customerName: string;
                    customerPhone?: string | null;
                    customerEmail?: string | null;
                    description: string;
                    location?: string | null;
                    /** @default [] */
                    technicians?: string[];
                    externalId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            externalId: string | null;
                            jobDate: string;
                            customerName: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            description: string;
                            location: string | null;
                            technicians: string[];
                            /** @enum {string} */
                            outcome: "pending" | "invited" | "skipped";
                            inviteId: string | null;
                            invitedAt: string | null;
                            skipReason: string | null;
                            skipNote: string | null;
                            source: string;
                            /** @description What names where its customer came from: the person who typed it, the CSV file and when, the API key, the job system */
                            sourceLabel: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    skipJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            externalId: string | null;
                            jobDate: string;
                            customerName: string;
                            customerPhone: string | null;
                            customerEmail: string | null;
                            description: string;
                            location: string | null;
                            technicians: string[];
                            /** @enum {string} */
                            outcome: "pending" | "invited" | "skipped";
                            inviteId: string | null;
                            invitedAt: string | null;
                            skipReason: string | null;
                            skipNote: string | null;
                            source: string;
                            /** @description What names where its customer came from: the person who typed it, the CSV file and when, the API key, the job system */
                            sourceLabel: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCoverage: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            metricDate: string;
                            technicianName: string;
                            jobsCompleted: number;
                            invitesSent: number;
                            invitesSkipped: number;
                            coveragePercentage: number;
                            alertTriggered: boolean;
                            /** @enum {string} */
                            health: "Excellent" | "Good" | "Warning" | "Critical";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getComplianceReport: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            summary: {
                                totalJobsCompleted: number;
                                totalInvitesSent: number;
                                totalInvitesSkipped: number;
                                overallCoveragePercentage: number | null;
                                complianceStatus: ("COMPLIANT" | "AT_RISK") | null;
                            };
                            skipReasonBreakdown: {
                                [key: string]: number;
                            };
                            alerts: number;
                            threshold: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getComplianceProof: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The printable proof of asking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportProofJobs: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof of asking: the jobs, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportProofReviews: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof of asking: the reviews, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getLedgerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The newest entry: what the weekly email sends; null before the first */
                            head: {
                                seq: number;
                                hash: string;
                                at: string;
                            } | null;
                            /** @description Whether the owner is emailed the chain's head each week */
                            weeklyHeadEmail: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Every entry matches what was written */
                            ok: boolean;
                            /** @description How many entries were checked and matched */
                            entries: number;
                            /** @description The first entry that does not match (changed, or after one removed); null when the chain is whole */
                            firstBadEntry: {
                                seq: number;
                                at: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record of asking, one entry per line (JSON lines) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/jsonl": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateLedgerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    weeklyHeadEmail: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    prepareReviewDispute: {
        parameters: {
            query?: {
                months?: number;
            };
            header?: never;
            path: {
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The printable dispute summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFollowUps: {
        parameters: {
            query?: {
                status?: "open" | "waiting" | "resolved";
                page?: number;
                limit?: number;
                sort?: "newest" | "oldest-waiting";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowUp"][];
                        /** @description Matching follow-ups */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    followUpsOfSubmissions: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            submissionId: string;
                            id: string;
                            /** @enum {string} */
                            status: "open" | "waiting" | "resolved";
                            waitingSince: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    countFollowUps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            open: number;
                            waiting: number;
                            resolved: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFollowUpAssignees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowUpAssignee"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFollowUpStats: {
        parameters: {
            query?: {
                timeRange?: "1m" | "3m" | "6m" | "1y";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description ISO 8601 date and time */
                            from: string;
                            /** @description ISO 8601 date and time */
                            to: string;
                            total: number;
                            answered: number;
                            resolved: number;
                            resolvedShare: number | null;
                            medianMinutesToFirstAnswer: number | null;
                            byMonth: {
                                month: string;
                                total: number;
                                answered: number;
                                resolved: number;
                                resolvedShare: number | null;
                                medianMinutesToFirstAnswer: number | null;
                            }[];
                            byMember: {
                                assignee: components["schemas"]["FollowUpAssignee"] | null;
                                total: number;
                                answered: number;
                                resolved: number;
                                resolvedShare: number | null;
                                medianMinutesToFirstAnswer: number | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowUpDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changeFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "open" | "waiting" | "resolved";
                    /** @enum {string} */
                    outcome?: "fixed" | "refunded" | "explained" | "no-response";
                    assigneeId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowUpDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replyToFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description email or sms: one the customer gave, and has not opted out of
                     * @enum {string}
                     */
                    channel: "email" | "sms";
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowUpMessage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addFollowUpNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FollowUpNote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFollowUpConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            businessName: string | null;
                            logoUrl: string | null;
                            customerName: string;
                            stopped: boolean;
                            resolved: boolean;
                            /** @enum {string} */
                            language: "en" | "mi" | "both";
                            messages: {
                                /** @enum {string} */
                                from: "business" | "customer";
                                body: string;
                                /** @enum {string} */
                                channel: "email" | "sms" | "page" | "feedback";
                                /** @description ISO 8601 date and time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    answerFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            businessName: string | null;
                            logoUrl: string | null;
                            customerName: string;
                            stopped: boolean;
                            resolved: boolean;
                            /** @enum {string} */
                            language: "en" | "mi" | "both";
                            messages: {
                                /** @enum {string} */
                                from: "business" | "customer";
                                body: string;
                                /** @enum {string} */
                                channel: "email" | "sms" | "page" | "feedback";
                                /** @description ISO 8601 date and time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    stopFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            businessName: string | null;
                            logoUrl: string | null;
                            customerName: string;
                            stopped: boolean;
                            resolved: boolean;
                            /** @enum {string} */
                            language: "en" | "mi" | "both";
                            messages: {
                                /** @enum {string} */
                                from: "business" | "customer";
                                body: string;
                                /** @enum {string} */
                                channel: "email" | "sms" | "page" | "feedback";
                                /** @description ISO 8601 date and time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    followFollowUpShortLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect to the customer's conversation page */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                                /** @description ISO 8601 date and time */
                                at: string;
                                responseCode: number | null;
                            } | null;
                        }[];
                        events: {
                            /** @enum {string} */
                            type: "review.submitted" | "feedback.received" | "invitation.completed" | "job.recorded";
                            description: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    description?: string | null;
                    events: ("review.submitted" | "feedback.received" | "invitation.completed" | "job.recorded")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                                /** @description ISO 8601 date and time */
                                at: string;
                                responseCode: number | null;
                            } | null;
                            /** @description the signing secret (whsec_…), shown this once: verify each delivery with it */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description the webhook-id header: the same on every attempt, so a receiver can drop repeats */
                            id: string;
                            type: string;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed";
                            attempts: number;
                            responseCode: number | null;
                            error: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description the webhook-id header: the same on every attempt, so a receiver can drop repeats */
                            id: string;
                            type: string;
                            /** @enum {string} */
                            status: "pending" | "retrying" | "delivered" | "failed";
                            attempts: number;
                            responseCode: number | null;
                            error: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getXeroConnectUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeXeroConnection: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What happened, and the way back to Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    disconnectXero: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveXeroEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body: Xero asks for none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getServiceM8ConnectUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeServiceM8Connection: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What happened, and the way back to Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    disconnectServiceM8: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveServiceM8Events: {
        parameters: {
            query?: {
                hook?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, for the subscription check; else no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    connectFergus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            organisation: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    disconnectFergus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobSystems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobSystem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getJobRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobRules"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setJobRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    trigger: "completed" | "paid";
                    delayMinutes: number;
                    cooldownDays: number;
                    minimumValue: number | null;
                    excludeTag: string | null;
                    /** @enum {string} */
                    channel: "sms-first" | "sms" | "email";
                    consentConfirmed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobRules"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listXeroPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                externalId: string;
                                name: string;
                                teamMemberId: string | null;
                            }[];
                            teamMembers: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    matchXeroPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    matches: {
                        externalId: string;
                        teamMemberId: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                externalId: string;
                                name: string;
                                teamMemberId: string | null;
                            }[];
                            teamMembers: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listServiceM8People: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                externalId: string;
                                name: string;
                                teamMemberId: string | null;
                            }[];
                            teamMembers: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    matchServiceM8People: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    matches: {
                        externalId: string;
                        teamMemberId: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                externalId: string;
                                name: string;
                                teamMemberId: string | null;
                            }[];
                            teamMembers: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFergusPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                externalId: string;
                                name: string;
                                teamMemberId: string | null;
                            }[];
                            teamMembers: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    matchFergusPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    matches: {
                        externalId: string;
                        teamMemberId: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: {
                                externalId: string;
                                name: string;
                                teamMemberId: string | null;
                            }[];
                            teamMembers: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    previewJobSystems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobSystemPreview"][];
                        problems: {
                            /** @enum {string} */
                            provider: "xero" | "servicem8" | "fergus";
                            message: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobSystemActivity: {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobSystemActivity"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShowcase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The widget key the snippet carries */
                            key: string;
                            snippet: string;
                            /** @description Off: the snippet renders nothing and the public answer is 404 */
                            enabled: boolean;
                            /** @enum {string} */
                            theme: "light" | "dark" | "brand";
                            /** @enum {string} */
                            layout: "badge" | "carousel" | "list";
                            slug: string;
                            brandColour: string | null;
                            /** @description The public page, absolute (PUBLIC_URL) */
                            pageUrl: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateShowcase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    /** @enum {string} */
                    theme?: "light" | "dark" | "brand";
                    /** @enum {string} */
                    layout?: "badge" | "carousel" | "list";
                    slug?: string;
                    brandColour?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The widget key the snippet carries */
                            key: string;
                            snippet: string;
                            /** @description Off: the snippet renders nothing and the public answer is 404 */
                            enabled: boolean;
                            /** @enum {string} */
                            theme: "light" | "dark" | "brand";
                            /** @enum {string} */
                            layout: "badge" | "carousel" | "list";
                            slug: string;
                            brandColour: string | null;
                            /** @description The public page, absolute (PUBLIC_URL) */
                            pageUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rotateShowcaseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The widget key the snippet carries */
                            key: string;
                            snippet: string;
                            /** @description Off: the snippet renders nothing and the public answer is 404 */
                            enabled: boolean;
                            /** @enum {string} */
                            theme: "light" | "dark" | "brand";
                            /** @enum {string} */
                            layout: "badge" | "carousel" | "list";
                            slug: string;
                            brandColour: string | null;
                            /** @description The public page, absolute (PUBLIC_URL) */
                            pageUrl: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listShowcaseReviews: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShowcaseOwnerReview"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setShowcaseReviewHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                source: "google" | "korero";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                    /**
                     * @description Why it is hidden: needed to hide, not to show again
                     * @enum {string}
                     */
                    reason?: "personal-details" | "offensive" | "not-about-business";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true */
                        success: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShowcasePublicReviews: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            businessName: string;
                            rating: number | null;
                            /** @description How many reviews the rating counts; the list may show fewer ("Showing 5 of 48") */
                            count: number;
                            reviews: components["schemas"]["ShowcaseReview"][];
                            chosenByBusiness: boolean;
                            googleUrl: string | null;
                            /** @enum {string} */
                            theme: "light" | "dark" | "brand";
                            /** @enum {string} */
                            layout: "badge" | "carousel" | "list";
                            brandColour: string | null;
                            /** @enum {string} */
                            language: "en" | "mi" | "both";
                            words: components["schemas"]["ShowcaseWidgetWords"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShowcaseScript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget script */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    showShowcasePage: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public review page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSubscribers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscribers: {
                                id: string;
                                username: string;
                                email: string;
                                businessName: string | null;
                                businessPhone: string | null;
                                googlePlaceId: string | null;
                                subscriptionTier: string;
                                subscriptionStatus: string;
                                isAdmin: boolean;
                                /** @description ISO 8601 date and time */
                                createdAt: string;
                                lastLoginAt: string | null;
                                memberships: {
                                    businessId: string;
                                    businessName: string | null;
                                    /** @enum {string} */
                                    role: "owner" | "manager" | "technician";
                                    lastSeenAt: string | null;
                                }[];
                            }[];
                            pagination: {
                                page: number;
                                limit: number;
                                totalCount: number;
                                totalPages: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setSubscriberTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tier: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setSubscriberStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "paused" | "canceled" | "past_due";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteSubscriber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    confirmDelete: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setSubscriberPlaceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    googlePlaceId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    lookUpSubscriberPlaceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            placeDetails: {
                                name: string;
                                placeId: string;
                                address: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            totalUsers: number;
                            activeSubscriptions: number;
                            todayRevenue: number;
                            /** @description null when the reviews module is off */
                            totalReviews: number | null;
                            /** @description unresolved critical alerts */
                            criticalAlerts: number;
                            monthlyRecurringRevenue: number;
                            testCheckouts: {
                                subscriptions: number;
                                monthlyRecurringRevenue: number;
                                todayRevenue: number;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalUsers: number;
                        activeSubscriptions: number;
                        admins: number;
                        data: {
                            id: string;
                            username: string;
                            email: string;
                            isAdmin: boolean;
                            roles: {
                                /** @enum {string} */
                                role: "owner" | "manager" | "technician";
                                businessName: string | null;
                            }[];
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            lastLoginAt: string | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalCount: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSystemMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            activeSessions: number;
                            apiRequests24h: number;
                            avgResponseTime: number;
                            p95ResponseTime: number;
                            errorRate24h: number;
                            databaseSizeMB: number | null;
                            uptimePercent: number;
                            uptimeErrorRateLimit: number;
                            jobsQueued: number;
                            jobsDue: number;
                            messagesFailed24h: number;
                            messagesWaiting: number;
                            memoryMB: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAuditLogs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                action?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            action: string;
                            targetType: string;
                            targetId: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                            adminUserId: string | null;
                            adminUsername: string | null;
                            ipAddress: string | null;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                            repeats: number;
                            lastAt: string | null;
                        }[];
                        actions: string[];
                        pagination: {
                            page: number;
                            limit: number;
                            totalCount: number;
                            totalPages: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                status?: "active" | "resolved" | "all";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            message: string;
                            /** @enum {string} */
                            severity: "critical" | "warning" | "info";
                            alertType: string;
                            isRead: boolean;
                            isResolved: boolean;
                            resolvedAt: string | null;
                            resolvedBy: ("admin" | "system") | null;
                            isDemo: boolean;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        }[];
                        summary: {
                            criticalAlerts: number;
                            warningAlerts: number;
                            infoAlerts: number;
                            resolvedToday: number;
                            totalAlerts: number;
                        };
                        thresholds: {
                            errorRatePercent: number;
                            errorRateMinRequests: number;
                            p95ResponseMs: number;
                            memoryMB: number;
                            jobBacklog: number;
                            failedMessagesLastHour: number;
                            uptimePercent: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runSystemCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alertsGenerated: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDemoAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alertsGenerated: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    clearDemoAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alertsCleared: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    clearAllAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alertsCleared: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    isRead?: true;
                    /** @enum {boolean} */
                    isResolved?: true;
                    /** Format: date-time */
                    resolvedAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            message: string;
                            /** @enum {string} */
                            severity: "critical" | "warning" | "info";
                            alertType: string;
                            isRead: boolean;
                            isResolved: boolean;
                            resolvedAt: string | null;
                            resolvedBy: ("admin" | "system") | null;
                            isDemo: boolean;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            directory: string;
                            format: string;
                            automatic: boolean;
                            keep: number;
                            files: {
                                name: string;
                                bytes: number;
                                /** @description ISO 8601 date and time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            bytes: number;
                            /** @description ISO 8601 date and time */
                            createdAt: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSystemSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            siteName: string;
                            siteDescription: string;
                            maintenanceMode: boolean;
                            maintenanceMessage: string;
                            maintenanceCustomersOpen: boolean;
                            maintenanceAdminsOpen: boolean;
                            sessionTimeoutMinutes: number;
                            emailNotifications: boolean;
                            autoBackups: boolean;
                            maxUsersPerTier: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateSystemSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    siteName?: string;
                    siteDescription?: string;
                    maintenanceMode?: boolean;
                    maintenanceMessage?: string;
                    maintenanceCustomersOpen?: boolean;
                    maintenanceAdminsOpen?: boolean;
                    sessionTimeoutMinutes?: number;
                    emailNotifications?: boolean;
                    autoBackups?: boolean;
                    maxUsersPerTier?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            siteName: string;
                            siteDescription: string;
                            maintenanceMode: boolean;
                            maintenanceMessage: string;
                            maintenanceCustomersOpen: boolean;
                            maintenanceAdminsOpen: boolean;
                            sessionTimeoutMinutes: number;
                            emailNotifications: boolean;
                            autoBackups: boolean;
                            maxUsersPerTier: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listInstalledModules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string | null;
                            enabled: boolean;
                            runnable: boolean;
                            canDisable: boolean;
                            requires: string[];
                            requiredBy: string[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setModuleEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string | null;
                            enabled: boolean;
                            runnable: boolean;
                            canDisable: boolean;
                            requires: string[];
                            requiredBy: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDiscountCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    description?: string | null;
                    /** @enum {string} */
                    discountType: "percentage" | "fixed_amount" | "free_trial";
                    /** @default 0 */
                    discountValue?: number;
                    /** @default 0 */
                    freeTrialDays?: number;
                    targetTier?: string | null;
                    /** @default -1 */
                    maxUses?: number;
                    /** @default true */
                    isActive?: boolean;
                    validFrom?: string | null;
                    validUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    description?: string | null;
                    /** @enum {string} */
                    discountType: "percentage" | "fixed_amount" | "free_trial";
                    /** @default 0 */
                    discountValue?: number;
                    /** @default 0 */
                    freeTrialDays?: number;
                    targetTier?: string | null;
                    /** @default -1 */
                    maxUses?: number;
                    /** @default true */
                    isActive?: boolean;
                    validFrom?: string | null;
                    validUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubscriptionAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description ISO 8601 date and time */
                            timestamp: string;
                            healthCheck: {
                                /** @enum {string} */
                                status: "healthy" | "warning" | "critical";
                                issues: string[];
                            };
                            subscriptionMetrics: {
                                totalSubscriptions: number;
                                activeSubscriptions: number;
                                cancelledSubscriptions: number;
                                pastDueSubscriptions: number;
                                subscriptionsByTier: {
                                    [key: string]: number;
                                };
                            };
                            discountAnalytics: {
                                totalCodes: number;
                                activeCodes: number;
                                totalUses: number;
                                conversionRate: number;
                                topPerformingCodes: {
                                    id: string;
                                    code: string;
                                    uses: number;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSubscriptionEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            events: {
                                id: string;
                                eventType: string;
                                subscriptionTier: string;
                                userId: string;
                                metadata: {
                                    [key: string]: unknown;
                                };
                                /** @description ISO 8601 date and time */
                                timestamp: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getWeeklyPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeeklyPreference"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setWeeklyPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeeklyPreference"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unsubscribeWeekly: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying the weekly report has stopped for this person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
