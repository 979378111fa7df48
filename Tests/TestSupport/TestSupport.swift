// Test fakes and fixture builders.
