// A sign-in screen: a view model with explicit init and validation, text fields with the
// rounded-border style, a toggle, a bordered prominent button that fills the width, a link,
// and a progress spinner while signing in.
import SwiftUI

struct Credentials {
    var email: String
    var password: String
    var remember: Bool

    init(email: String = "", password: String = "", remember: Bool = true) {
        self.email = email
        self.password = password
        self.remember = remember
    }

    var isValid: Bool { email.contains("@") && password.count >= 8 }
}

struct SignInForm: View {
    @State private var credentials: Credentials
    var isSigningIn = false

    init(credentials: Credentials, isSigningIn: Bool = false) {
        _credentials = State(initialValue: credentials)
        self.isSigningIn = isSigningIn
    }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle")
                .font(.system(size: 56))
            TextField("Email", text: $credentials.email)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
            SecureField("Password", text: $credentials.password)
                .textFieldStyle(.roundedBorder)
            Toggle("Remember me", isOn: $credentials.remember)
            if isSigningIn {
                ProgressView("Signing in…")
            } else {
                Button {
                } label: {
                    Text("Sign in")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!credentials.isValid)
            }
            Link("Forgot your password?", destination: URL(string: "https://example.com/reset")!)
                .font(.footnote)
        }
        .padding(24)
    }
}

#Preview("Filled in") {
    SignInForm(credentials: Credentials(email: "ada@example.com", password: "analytical"))
}

#Preview("Signing in") {
    SignInForm(credentials: Credentials(), isSigningIn: true)
}

// Expected (390 × 844): every field, the toggle and the button span 390 − 2 × 24 = 342 points.
